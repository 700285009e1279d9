package authapi

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"artmarket/ent"
	"artmarket/ent/schema/imageref"
	"artmarket/server/domain/media"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/refunds"
	"artmarket/server/domain/roles"
	"artmarket/server/domain/selling"
)

// ArtworkImagesPerHour is how many pictures of works one member may upload
// per hour (a form holds at most 9; this leaves room for retries and
// several works, and bounds the decoding one member can ask for).
const ArtworkImagesPerHour = 60

// ArticleImagesPerHour is how many pictures one editor may upload per hour.
const ArticleImagesPerHour = 120

// MaxArtworkImageBody caps the request of a picture (a work's or an
// article's): the largest picture, the multipart frame, and room to answer
// "too large" ourselves (a 21 MB file); anything larger is refused with 413
// while being read.
const MaxArtworkImageBody = selling.PictureMaxBytes + 1<<20

const (
	msgArtworkImageTooOft = "作品图片上传过于频繁，请稍后再试"
	msgArticleImageTooOft = "图片上传过于频繁，请稍后再试"
)

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

// pictureUpload is what differs between the picture routes: who may upload
// (checked before the body is read), the member's hourly cap (and the
// address's, when perAddrHour is set), the width of the variant the
// answer's url shows, and what is recorded of the stored picture (keep, when
// set).
type pictureUpload struct {
	may         func(ctx context.Context, h *Handler, m *ent.Member) error
	capName     string
	perHour     int
	perAddrHour int
	msgOften    string
	urlWidth    int
	keep        func(ctx context.Context, c *ent.Client, memberID int, img imageref.Image) error
}

var (
	// POST /api/upload/artwork-image: one picture of a work a member sells
	// (issue 10). Selling needs a bound mobile number (selling.CanSell).
	artworkPicture = pictureUpload{
		may: func(ctx context.Context, h *Handler, m *ent.Member) error {
			return selling.CanSell(ctx, h.client, m.ID)
		},
		capName: "artwork-image", perHour: ArtworkImagesPerHour, msgOften: msgArtworkImageTooOft, urlWidth: 640,
	}
	// POST /api/upload/article-image: a picture of an article's body (issue
	// 24), for editors only (anyone else: 无权进行此操作); url is the
	// 1280-wide variant the body's <img> shows.
	articlePicture = pictureUpload{
		may: func(ctx context.Context, h *Handler, m *ent.Member) error {
			held, err := roles.Of(ctx, h.client, m.ID)
			if err != nil {
				return err
			}
			if !held.Has(roles.Editor) {
				return problem.New(problem.Forbidden, roles.MsgForbidden)
			}
			return nil
		},
		capName: "article-image", perHour: ArticleImagesPerHour, msgOften: msgArticleImageTooOft, urlWidth: 1280,
	}
	// POST /api/upload/content-image: a cover of an article, an exhibition or
	// a viewing room, or a picture of an exhibition's press release (issue
	// 24): for editors and gallery managers (anyone else: 无权进行此操作;
	// a manager's picture is used only on their gallery's pages, which the
	// save checks); url is the 1280-wide variant.
	contentPicture = pictureUpload{
		may: func(ctx context.Context, h *Handler, m *ent.Member) error {
			held, err := roles.Of(ctx, h.client, m.ID)
			if err != nil {
				return err
			}
			if !held.Has(roles.Editor, roles.GalleryManager) {
				return problem.New(problem.Forbidden, roles.MsgForbidden)
			}
			return nil
		},
		capName: "content-image", perHour: ArticleImagesPerHour, msgOften: msgArticleImageTooOft, urlWidth: 1280,
	}
	// POST /api/upload/refund-photo: a photo of a buyer's refund request
	// (issue 23 point 1), for any signed-in member; the request takes only
	// the photos its buyer uploaded (refunds.KeepPhoto records them).
	refundPhoto = pictureUpload{
		may:     func(context.Context, *Handler, *ent.Member) error { return nil },
		capName: "refund-photo", perHour: refunds.PhotosPerHour, perAddrHour: refunds.PhotosPerAddressHour,
		msgOften: msgArticleImageTooOft, urlWidth: 640, keep: refunds.KeepPhoto,
	}
)

func (h *Handler) uploadArtworkImage(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	return h.uploadPicture(w, r, m, artworkPicture)
}

func (h *Handler) uploadArticleImage(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	return h.uploadPicture(w, r, m, articlePicture)
}

func (h *Handler) uploadContentImage(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	return h.uploadPicture(w, r, m, contentPicture)
}

func (h *Handler) uploadRefundPhoto(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	return h.uploadPicture(w, r, m, refundPhoto)
}

// uploadPicture answers a picture route: multipart with the picture in
// "file" → {key, url, srcset, width, height}. Who may upload is checked
// before the body is read; the body goes to a temporary file (removed
// whatever the answer), never whole into memory; the member's hourly cap
// is counted; the picture is stored by selling.SavePictureFrom, whose rules
// and messages apply (JPEG/PNG/WebP by content, at most 20 MB, short side
// at least 800 px, no decompression bomb, EXIF orientation applied and EXIF
// dropped). A refused picture stores nothing.
func (h *Handler) uploadPicture(w http.ResponseWriter, r *http.Request, m *ent.Member, up pictureUpload) (any, error) {
	ctx := r.Context()
	if err := up.may(ctx, h, m); err != nil {
		return nil, err
	}
	file, err := spoolFilePart(r, h.tempDir, "file", selling.PictureMaxBytes, selling.MsgPictureBig)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	if err := h.capped(ctx, w, fmt.Sprintf("%s:m:%d", up.capName, m.ID), up.perHour, time.Hour, up.msgOften); err != nil {
		return nil, err
	}
	if up.perAddrHour > 0 {
		if err := h.capped(ctx, w, up.capName+":ip:"+h.clients.RateKey(r), up.perAddrHour, time.Hour, up.msgOften); err != nil {
			return nil, err
		}
	}
	img, err := selling.SavePictureFrom(ctx, h.media, file.Section())
	if err != nil {
		return nil, err
	}
	if up.keep != nil {
		if err := up.keep(ctx, h.client, m.ID, img); err != nil {
			return nil, err
		}
	}
	return artworkImageAnswer{
		Key:    img.Key,
		URL:    media.URL(img.Key, media.PickWidth(img.Width, up.urlWidth)),
		Srcset: media.Srcset(img.Key, img.Width),
		Width:  img.Width,
		Height: img.Height,
	}, nil
}
