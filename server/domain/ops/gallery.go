package ops

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/gallery"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
)

// A gallery's profile (its form, rules and publishing) is the publishing
// domain's galleries kind (server/domain/publishing/galleries.go): the
// manager of /ops/gallery and the editors of /ops/galleries keep it alike.

// ManagedGalleries are the galleries memberID manages (none without the
// role), in the order of their roles.
func ManagedGalleries(ctx context.Context, c *ent.Client, memberID int) ([]*ent.Gallery, error) {
	h, err := roles.Of(ctx, c, memberID)
	if err != nil {
		return nil, err
	}
	var out []*ent.Gallery
	for _, r := range h {
		if r.Name != roles.GalleryManager {
			continue
		}
		g, err := c.Gallery.Get(all(ctx), r.GalleryID)
		if ent.IsNotFound(err) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("ops: managed gallery %d: %w", r.GalleryID, err)
		}
		out = append(out, g)
	}
	return out, nil
}

// GalleryChoicesLimit bounds the galleries an admin is offered to link an application to.
const GalleryChoicesLimit = 20

// MsgChoiceQuery asks for part of a gallery's name to look for.
const MsgChoiceQuery = "请输入画廊名称（1 至 80 个字）"

// GalleryChoices are the galleries whose name (or Latin name) contains
// query, whatever their state (an application may be linked to a gallery
// still a draft), for the admin adminID approving a partner application:
// by name, at most GalleryChoicesLimit.
func GalleryChoices(ctx context.Context, c *ent.Client, adminID int, query string) ([]*ent.Gallery, error) {
	if _, err := roles.Require(ctx, c, adminID, roles.Admin); err != nil {
		return nil, err
	}
	q := strings.TrimSpace(query)
	if n := utf8.RuneCountInString(q); n == 0 || n > galleryNameRunes {
		return nil, problem.New(problem.Invalid, MsgChoiceQuery).OnField("query")
	}
	out, err := c.Gallery.Query().Where(gallery.Or(gallery.NameContainsFold(q), gallery.NameEnContainsFold(q))).
		Order(ent.Asc(gallery.FieldName)).Limit(GalleryChoicesLimit).All(all(ctx))
	if err != nil {
		return nil, fmt.Errorf("ops: galleries named like %q: %w", q, err)
	}
	return out, nil
}
