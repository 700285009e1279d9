import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFound } from "../components/NotFound/NotFound";
import { handleChunkError } from "../system/chunkReload";
import { saveAppError } from "../system/errors";

/** The error element of every route: 404s show the 404 page, others a retry. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    if (isRouteErrorResponse(error)) return;
    if (error instanceof Error) {
      if (handleChunkError(error)) return;
      saveAppError(error);
    }
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    const msg = typeof error.data === "string" && error.data ? error.data : undefined;
    return <NotFound message={msg} />;
  }
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold">出错了</h1>
      <p className="mt-3 text-secondary">页面加载失败，请稍后重试。</p>
      <button
        type="button"
        className="mt-6 rounded bg-primary px-5 py-2 text-white"
        onClick={() => window.location.reload()}
      >
        重新加载
      </button>
    </section>
  );
}
