// The toast container and its styles, loaded by pages/_app.tsx after hydration (next/dynamic, ssr: false) so
// they are not part of any page's first load. Nothing is lost meanwhile: react-toastify queues toasts raised
// while no container is mounted and shows them when this one registers.
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} draggablePercent={80} newestOnTop />;
}
