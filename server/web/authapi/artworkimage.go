package authapi

import (
	"fmt"
	"net/http"
	"time"

	"artmarket/ent"
	"artmarket/server/domain/media"
	"artmarket/server/domain/selling"
)

// ArtworkImagesPerHour is how many pictures of works one member may upload
// per hour (a form holds at most 9; this leaves room for retries and
// several works, and bounds the decoding one member can ask for).
const ArtworkImagesPerHour = 60

// MaxArtworkImageBody caps the request of an artwork picture: the largest
// picture, the multipart frame, and room to answer "too large" ourselves
// (a 21 MB file); anything larger is refused with 413 while being read.
const MaxArtworkImageBody = selling.PictureMaxBytes + 1<<20

const msgArtworkImageTooOft = "作品图片上传过于频繁，请稍后再试"

// artworkImageAnswer is what the form keeps of an uploaded picture: Key,
// Width and Height are the WorkImageInput of createWork and
// updateWork as is; URL (a 640-wide preview, or the widest variant
// of a narrower picture) and Srcset are for showing it.
type artworkImageAnswer struct {
	Key    string `json:"key"`
	URL    string `json:"url"`
	Srcset string `json:"srcset"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
}

// POST /api/upload/artwork-image, multipart with the picture in "file" →
// {key, url, srcset, width, height}: one picture of a work a member sells
// (issue 10), stored by selling.SavePicture, whose rules and messages
// apply (JPEG/PNG/WebP by content, at most 20 MB, short side at least
// 800 px, no decompression bomb, EXIF orientation applied and EXIF
// dropped). Selling needs a bound mobile number (selling.CanSell), checked
// before the body is read. The body goes to a temporary file (removed
// whatever the answer), never whole into memory. A refused picture
// stores nothing.
func (h *Handler) uploadArtworkImage(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	ctx := r.Context()
	if err := selling.CanSell(ctx, h.client, m.ID); err != nil {
		return nil, err
	}
	file, err := spoolFilePart(r, h.tempDir, "file", selling.PictureMaxBytes, selling.MsgPictureBig)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	if err := h.capped(ctx, w, fmt.Sprintf("artwork-image:m:%d", m.ID), ArtworkImagesPerHour, time.Hour, msgArtworkImageTooOft); err != nil {
		return nil, err
	}
	img, err := selling.SavePictureFrom(ctx, h.media, file.Section())
	if err != nil {
		return nil, err
	}
	return artworkImageAnswer{
		Key:    img.Key,
		URL:    media.URL(img.Key, media.PickWidth(img.Width, 640)),
		Srcset: media.Srcset(img.Key, img.Width),
		Width:  img.Width,
		Height: img.Height,
	}, nil
}
