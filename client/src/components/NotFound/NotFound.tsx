import { Link, useNavigate } from "react-router";
import { paths } from "../../system/paths";

export interface NotFoundProps {
  /** The status message; default 页面未找到. */
  message?: string;
}

/** The 404 page of spec §2.3. */
export function NotFound({ message = "页面未找到" }: NotFoundProps) {
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center" aria-labelledby="nf-title">
      <h1 id="nf-title" className="font-serif text-7xl font-bold tracking-wider">
        404
      </h1>
      <p className="mt-4 text-lg" data-testid="not-found-message">
        {message}
      </p>
      <p className="mt-2 text-secondary">您访问的页面不存在或已被移除</p>
      <div className="mt-8 flex gap-4">
        <Link to={paths.home()} className="rounded bg-primary px-5 py-2 text-white hover:opacity-90">
          返回首页
        </Link>
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="rounded border border-primary px-5 py-2 hover:bg-primary hover:text-white"
        >
          返回上一页
        </button>
      </div>
    </section>
  );
}
