// Package partnerapi is the REST side of partner applications
// (POST /api/partner/apply); the rules live in package partner.
package partnerapi

import (
	"errors"
	"log/slog"
	"net/http"
	"time"

	"artmarket/ent"
	"artmarket/server/domain/partner"
	"artmarket/server/platform/ratelimit"
	"artmarket/server/web/api"
)

// Per-IP cap on applications a day: enough for an office behind one address,
// too few to flood the review queue.
const dailyPerIP = 20

// MsgTooMany is the answer past the daily cap.
const MsgTooMany = "提交过于频繁，请明天再试"

// Handler serves POST /api/partner/apply.
type Handler struct {
	Client   *ent.Client
	Limiter  *ratelimit.Limiter
	ClientIP func(*http.Request) string
	Now      func() time.Time
	Log      *slog.Logger
}

// Register mounts the handler.
func (h *Handler) Register(r *api.Router) {
	r.Handle("POST /api/partner/apply", api.Handle(h.apply), api.MaxBody(16<<10))
}

// apply answers {id, created_at} for a stored application. A broken rule
// and a duplicate are code 422 with the message and {field}; past the daily
// cap, 429.
func (h *Handler) apply(r *http.Request) (any, error) {
	var in partner.Input
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	ip := h.ClientIP(r)
	if res, err := h.Limiter.AllowDaily(r.Context(), "partner:ip:"+ratelimit.AddressKey(ip), dailyPerIP); err != nil {
		return nil, err
	} else if !res.Allowed {
		return nil, api.NewError(api.CodeTooManyRequests, MsgTooMany)
	}
	now := time.Now
	if h.Now != nil {
		now = h.Now
	}
	app, err := partner.Apply(r.Context(), h.Client, in, ip, now())
	var fe *partner.FieldError
	switch {
	case errors.As(err, &fe):
		return nil, &api.Error{Code: api.CodeValidation, Message: fe.Message, Data: map[string]string{"field": fe.Field}}
	case errors.Is(err, partner.ErrDuplicate):
		return nil, &api.Error{Code: api.CodeValidation, Message: partner.MsgDuplicate, Data: map[string]string{"field": "mobile"}}
	case err != nil:
		return nil, err
	}
	if h.Log != nil {
		h.Log.InfoContext(r.Context(), "partner application received", "id", app.ID, "type", app.Type)
	}
	return map[string]any{"id": app.ID, "created_at": app.CreatedAt}, nil
}
