/**
 * Toasts (react-toastify, top-left, see app/providers). The same text shown twice while the first
 * toast is still on screen is not repeated. react-toastify is its own chunk, loaded on first use
 * or right after the first render (docs/decisions/017-web-delivery.md). Screen readers announce them:
 * errors as alerts (role=alert, interrupting), successes and infos politely (role=status).
 */
const toastify = () => import('react-toastify');

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
  void toastify().then(({ toast }) =>
    toast.error(<ToastText title={title} text={text} />, {
      toastId: `error|${title ?? ''}|${text}`,
      role: 'alert',
    }),
  );
}

export function notifySuccess(text: string): void {
  void toastify().then(({ toast }) =>
    toast.success(<ToastText text={text} />, { toastId: `success|${text}`, role: 'status' }),
  );
}

export function notifyInfo(text: string): void {
  void toastify().then(({ toast }) =>
    toast.info(<ToastText text={text} />, { toastId: `info|${text}`, role: 'status' }),
  );
}
