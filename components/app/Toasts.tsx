// The toast container and its styles, loaded by pages/_app.tsx when the first toast is asked for (utils/toast.ts)
// so that they are not part of any page's load. Nothing is lost meanwhile: react-toastify queues toasts raised
// while no container is mounted and shows them when this one registers.
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} draggablePercent={80} newestOnTop />;
}
