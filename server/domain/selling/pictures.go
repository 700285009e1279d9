package selling

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	_ "image/jpeg" // JPEG pictures
	_ "image/png"  // PNG pictures
	"io"

	_ "golang.org/x/image/webp" // WebP pictures

	"artmarket/ent/schema/imageref"
	"artmarket/server/domain/media"
	"artmarket/server/domain/media/avatar"
	"artmarket/server/domain/problem"
)

// The rules of a work's picture.
const (
	PictureMaxBytes = 20 << 20 // 20 MB
	PictureMinSide  = 800      // the short side, in pixels
)

// PictureLimits bound one picture before any pixel is decoded: a small file
// claiming a huge canvas (a decompression bomb) is refused unread.
var PictureLimits = media.DecodeLimits{MaxPixels: 40_000_000, MaxSide: 12_000}

// The messages of a picture.
const (
	MsgPictureType   = "请上传 JPEG、PNG 或 WebP 格式的图片"
	MsgPictureBig    = "图片大小不能超过 20 MB"
	MsgPictureBroken = "图片无法识别，请换一张图片"
	MsgPicturePixels = "图片尺寸过大（最多 4000 万像素，边长不超过 12000 像素）"
	MsgPictureSmall  = "图片短边至少 800 像素"
	MsgPictureBusy   = "服务器繁忙，请稍后重试"
)

// SavePicture checks an uploaded picture of a work and stores it as the
// catalogue stores its pictures: the content decides the type (JPEG, PNG or
// WebP, whatever the file is called), the header is checked before decoding,
// the EXIF orientation is applied, and the responsive widths are written as
// freshly encoded JPEGs, which carry no EXIF (GPS included). The answer goes
// into the form's images.
func SavePicture(ctx context.Context, store media.Store, data []byte) (imageref.Image, error) {
	return SavePictureFrom(ctx, store, io.NewSectionReader(bytes.NewReader(data), 0, int64(len(data))))
}

// SavePictureFrom is SavePicture of a file read in place (an upload's
// temporary file, issue 26). The decoded picture and its variants are held
// inside the process-wide memory budget from before decoding until the
// last variant is stored, waiting up to media.UploadWait for room (then
// 服务器繁忙 with a retry time); the picture is turned upright and resampled
// row by row, never copied whole as RGBA.
func SavePictureFrom(ctx context.Context, store media.Store, src *io.SectionReader) (imageref.Image, error) {
	if src.Size() > PictureMaxBytes {
		return imageref.Image{}, invalid("images", MsgPictureBig)
	}
	if !avatar.AcceptsAt(src) {
		return imageref.Image{}, invalid("images", MsgPictureType)
	}
	o := avatar.OrientationAt(src, src.Size())
	d, err := media.DecodeFrom(ctx, src, PictureLimits, media.UploadWait, func(w, h int) int64 { return media.SaveCost(w, h, o) })
	switch {
	case errors.Is(err, media.ErrTooLarge):
		return imageref.Image{}, invalid("images", MsgPicturePixels)
	case errors.Is(err, media.ErrUnreadable):
		return imageref.Image{}, invalid("images", MsgPictureBroken)
	case errors.Is(err, media.ErrBusy):
		return imageref.Image{}, problem.New(problem.Unavailable, MsgPictureBusy).After(media.BusyRetryAfter)
	case err != nil:
		return imageref.Image{}, fmt.Errorf("selling: decode picture: %w", err)
	}
	defer d.Close()
	if d.Format != "jpeg" && d.Format != "png" && d.Format != "webp" {
		return imageref.Image{}, invalid("images", MsgPictureType)
	}
	b := d.Image.Bounds()
	if min(b.Dx(), b.Dy()) < PictureMinSide {
		return imageref.Image{}, invalid("images", MsgPictureSmall)
	}
	saved, err := media.SaveUpright(ctx, store, media.UprightRows(d.Image, o))
	if err != nil {
		return imageref.Image{}, fmt.Errorf("selling: store picture: %w", err)
	}
	return imageref.Image{Key: saved.Key, Width: saved.Width, Height: saved.Height}, nil
}
