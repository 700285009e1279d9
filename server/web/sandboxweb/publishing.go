package sandboxweb

import (
	"context"
	"net/http"
	"strconv"

	"artmarket/server/web/api"
)

// ScheduledPublisher is the scheduled-publication job's step the sandbox lets
// browser tests run.
type ScheduledPublisher interface {
	PublishScheduledAt(ctx context.Context, kind string, number int) (bool, error)
}

// PublishScheduledPath is the sandbox's control of the scheduled publication.
const PublishScheduledPath = "/_sandbox/api/{kind}/{number}/publish-scheduled"

// mountScheduled registers
//
//	POST /_sandbox/api/{kind}/{number}/publish-scheduled  {"code":1,...,"data":{"published":true}}
//
// (kind: articles, lives, goods) which runs the job's step with its clock at the time the piece is
// scheduled for (as the job does once that time comes), so a browser test
// sees it go live on time without waiting for the job's round. published is
// false for a piece not (or no longer) scheduled.
func mountScheduled(mux *http.ServeMux, p ScheduledPublisher) {
	mux.Handle("POST "+PublishScheduledPath, api.Handle(func(r *http.Request) (any, error) {
		n, err := strconv.Atoi(r.PathValue("number"))
		if err != nil || n <= 0 {
			return nil, api.NewError(api.CodeNotFound, "内容不存在")
		}
		done, err := p.PublishScheduledAt(r.Context(), r.PathValue("kind"), n)
		if err != nil {
			return nil, err
		}
		return map[string]bool{"published": done}, nil
	}))
}
