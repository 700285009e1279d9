package authapi

import (
	"fmt"
	"net/http"
	"time"

	"artmarket/ent"
	"artmarket/server/domain/media"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
	"artmarket/server/domain/selling"
)

// ArticleImagesPerHour is how many pictures one editor may upload per hour.
const ArticleImagesPerHour = 120

const msgArticleImageTooOft = "图片上传过于频繁，请稍后再试"

// POST /api/upload/article-image, multipart with the picture in "file" →
// {key, url, srcset, width, height}: a picture of an article's body (issue
// 24), for editors only (anyone else: 无权进行此操作, before the body is
// read). The same pipeline as a work's pictures (selling.SavePictureFrom:
// JPEG/PNG/WebP by content, at most 20 MB, short side at least 800 px, EXIF
// dropped); a file that is not a picture is refused and nothing is stored.
// url is the 1280-wide variant the body's <img> shows.
func (h *Handler) uploadArticleImage(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	ctx := r.Context()
	held, err := roles.Of(ctx, h.client, m.ID)
	if err != nil {
		return nil, err
	}
	if !held.Has(roles.Editor) {
		return nil, problem.New(problem.Forbidden, roles.MsgForbidden)
	}
	file, err := spoolFilePart(r, h.tempDir, "file", selling.PictureMaxBytes, selling.MsgPictureBig)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	if err := h.capped(ctx, w, fmt.Sprintf("article-image:m:%d", m.ID), ArticleImagesPerHour, time.Hour, msgArticleImageTooOft); err != nil {
		return nil, err
	}
	img, err := selling.SavePictureFrom(ctx, h.media, file.Section())
	if err != nil {
		return nil, err
	}
	return artworkImageAnswer{
		Key:    img.Key,
		URL:    media.URL(img.Key, media.PickWidth(img.Width, 1280)),
		Srcset: media.Srcset(img.Key, img.Width),
		Width:  img.Width,
		Height: img.Height,
	}, nil
}
