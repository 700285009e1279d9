package refunds

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"

	"artmarket/ent"
	"artmarket/ent/privacy"
	"artmarket/ent/refundphoto"
	"artmarket/ent/refundrequest"
	"artmarket/ent/schema/imageref"
	"artmarket/server/domain/member/deletion"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/selling"
)

// The messages of a request's photos (the photos field).
const (
	MsgPhotoUnknown = "凭证图片无效，请重新上传"
	MsgPhotoTwice   = "凭证图片不能重复"
)

// PhotosPerHour is how many refund photos one member may upload per hour
// (a request holds 6: room for retries and a second request), and
// PhotosPerAddressHour how many one address (its /64) may.
const (
	PhotosPerHour        = 30
	PhotosPerAddressHour = 60
)

// KeepPhoto records that memberID uploaded img (stored by the selling
// upload, EXIF dropped) as a refund photo: a request takes only its
// buyer's. Uploading one picture twice keeps one row.
func KeepPhoto(ctx context.Context, c *ent.Client, memberID int, img imageref.Image) error {
	_, err := c.RefundPhoto.Create().SetMemberID(memberID).SetKey(img.Key).SetWidth(img.Width).SetHeight(img.Height).
		OnConflictColumns(refundphoto.FieldMemberID, refundphoto.FieldKey).DoNothing().
		ID(privacy.DecisionContext(ctx, privacy.Allow))
	if err != nil && !errors.Is(err, sql.ErrNoRows) && !ent.IsNotFound(err) {
		return fmt.Errorf("refunds: keep photo of member %d: %w", memberID, err)
	}
	return nil
}

// checkPhotoKeys refuses duplicates and more than PhotosMax, before anything is read.
func checkPhotoKeys(keys []string) error {
	if len(keys) > PhotosMax {
		return problem.New(problem.Invalid, MsgPhotos).OnField("photos")
	}
	for i, k := range keys {
		if slices.Contains(keys[:i], k) {
			return problem.New(problem.Invalid, MsgPhotoTwice).OnField("photos")
		}
	}
	return nil
}

// buyerPhotos are keys as the request stores them (name and size), each one
// buyerID uploaded as a refund photo; another member's key or a made-up one
// is refused on the photos field.
func buyerPhotos(ctx context.Context, c *ent.Client, buyerID int, keys []string) ([]imageref.Image, error) {
	if len(keys) == 0 {
		return nil, nil
	}
	rows, err := c.RefundPhoto.Query().Where(refundphoto.MemberID(buyerID), refundphoto.KeyIn(keys...)).All(ctx)
	if err != nil {
		return nil, wrap("read photos of member", buyerID, err)
	}
	out := make([]imageref.Image, 0, len(keys))
	for _, k := range keys {
		i := slices.IndexFunc(rows, func(r *ent.RefundPhoto) bool { return r.Key == k })
		if i < 0 {
			return nil, problem.New(problem.Invalid, MsgPhotoUnknown).OnField("photos")
		}
		out = append(out, imageref.Image{Key: k, Width: rows[i].Width, Height: rows[i].Height})
	}
	return out, nil
}

// ErasePhotos erases an erased member's refund photos as their other
// pictures are: their upload rows go, the requests they made keep no
// photo, and the files nothing else shows any more are dropped.
func ErasePhotos(ctx context.Context, c *ent.Client, memberID int) error {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	keys, err := c.RefundPhoto.Query().Where(refundphoto.MemberID(memberID)).Select(refundphoto.FieldKey).Strings(ctx)
	if err != nil {
		return wrap("read photos of member", memberID, err)
	}
	if _, err := c.RefundPhoto.Delete().Where(refundphoto.MemberID(memberID)).Exec(ctx); err != nil {
		return wrap("erase photos of member", memberID, err)
	}
	if err := c.RefundRequest.Update().Where(refundrequest.BuyerID(memberID)).ClearPhotos().Exec(ctx); err != nil {
		return wrap("erase photos of the requests of member", memberID, err)
	}
	unused, err := selling.UnusedPictures(ctx, c, keys)
	if err != nil {
		return err
	}
	deletion.DropFiles(ctx, unused...)
	return nil
}
