export { ImageViewer, IMAGE_VIEWER_LABELS, type ImageViewerProps } from "./ImageViewer";
export {
  ImageViewerProvider,
  useImageViewer,
  type ImageViewerApi,
  type ImageViewerOptions,
} from "./ImageViewerProvider";
export * from "./viewerMath";
export { viewReducer, initialViewState, type ViewState, type ViewAction } from "./viewerState";
export { lockBodyScroll } from "./scrollLock";
