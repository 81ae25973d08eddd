import { toast } from 'react-toastify';

/**
 * Toasts (react-toastify, top-left, see app/providers). The same text shown twice while the first
 * toast is still on screen is not repeated.
 */
function ToastText({ title, text }: { title?: string; text: string }) {
  if (!title) return <span>{text}</span>;
  return (
    <div>
      <strong className="d-block">{title}</strong>
      <span>{text}</span>
    </div>
  );
}

export function notifyError(text: string, title?: string): void {
  toast.error(<ToastText title={title} text={text} />, { toastId: `error|${title ?? ''}|${text}` });
}

export function notifySuccess(text: string): void {
  toast.success(<ToastText text={text} />, { toastId: `success|${text}` });
}

export function notifyInfo(text: string): void {
  toast.info(<ToastText text={text} />, { toastId: `info|${text}` });
}
