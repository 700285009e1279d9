/** The "load more" button under a paginated list; '已经到底了' at the end when `endText` is given. */
export function LoadMore({
  hasNext,
  isLoading,
  onLoad,
  endText,
}: {
  hasNext: boolean;
  isLoading: boolean;
  onLoad: () => void;
  endText?: string;
}) {
  if (!hasNext) return endText ? <p className="mt-10 text-center text-sm text-secondary">{endText}</p> : null;
  return (
    <div className="mt-10 text-center">
      <button
        type="button"
        className="rounded border border-primary px-8 py-2 hover:bg-primary hover:text-white disabled:opacity-50"
        disabled={isLoading}
        onClick={onLoad}
      >
        {isLoading ? "加载中…" : "加载更多"}
      </button>
    </div>
  );
}
