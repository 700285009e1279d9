import { ToastProvider } from "../components/Toast";
import { ImageViewerProvider } from "../components/ImageViewer";

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ToastProvider>
      <ImageViewerProvider>{children}</ImageViewerProvider>
    </ToastProvider>
  );
}
