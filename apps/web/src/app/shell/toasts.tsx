import { Slide, ToastContainer } from 'react-toastify';

/** The toast area (top left, docs/product.md#shell-and-menus); loaded after the first render (docs/decisions/017-web-delivery.md). */
export function Toasts() {
  return (
    <ToastContainer
      position="top-left"
      autoClose={5000}
      newestOnTop
      closeOnClick
      theme="colored"
      transition={Slide}
      className="app-toasts"
    />
  );
}
