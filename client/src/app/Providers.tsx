import { ToastProvider } from "../components/Toast";
import { ImageViewerProvider } from "../components/ImageViewer/ImageViewerProvider";
import { LoginDialogHost } from "../features/auth/loginDialog";

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ToastProvider>
      <ImageViewerProvider>
        {children}
        <LoginDialogHost />
      </ImageViewerProvider>
    </ToastProvider>
  );
}
