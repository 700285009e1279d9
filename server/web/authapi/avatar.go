package authapi

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/artworkimage"
	"artmarket/ent/member"
	"artmarket/server/domain/media"
	"artmarket/server/domain/media/avatar"
	"artmarket/server/domain/member/profile"
	"artmarket/server/web/api"
)

// Messages of the upload.
const (
	msgNoFile       = "请选择要上传的图片"
	msgImageType    = "请上传JPG、PNG或WebP格式的图片"
	msgImageBroken  = "图片无法识别，请换一张图片"
	msgImageTooBig  = "图片大小不能超过5MB"
	msgImagePixels  = "图片尺寸过大"
	msgImageBusy    = "服务器繁忙，请稍后重试"
	msgAvatarTooOft = "头像更换过于频繁，请稍后再试"
)

// AvatarUploadsPerHour is how often one member may change the avatar.
const AvatarUploadsPerHour = 20

// POST /api/upload/headimg, multipart with the picture in "file" →
// {url, srcset, member}. The file must be a JPEG, PNG or WebP picture (told
// by its content, and decoded) of at most 5 MiB; avatar.Save stores it
// upright, without EXIF, as square centre-crops of avatar.Sizes.
func (h *Handler) uploadAvatar(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	file, err := spoolFilePart(r, h.tempDir, "file", MaxAvatarBytes, msgImageTooBig)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	if !avatar.AcceptsAt(file.Section()) {
		return nil, invalid(msgImageType)
	}
	ctx := r.Context()
	if err := h.capped(ctx, w, fmt.Sprintf("avatar:m:%d", m.ID), AvatarUploadsPerHour, time.Hour, msgAvatarTooOft); err != nil {
		return nil, err
	}
	name, err := avatar.SaveFrom(ctx, h.media, file.Section())
	switch {
	case errors.Is(err, avatar.ErrType):
		return nil, invalid(msgImageType)
	case errors.Is(err, media.ErrTooLarge):
		return nil, invalid(msgImagePixels)
	case errors.Is(err, media.ErrUnreadable):
		return nil, invalid(msgImageBroken)
	case errors.Is(err, media.ErrBusy):
		w.Header().Set("Retry-After", strconv.Itoa(int(media.BusyRetryAfter/time.Second)))
		return nil, api.NewError(api.CodeUnavailable, msgImageBusy)
	case err != nil:
		return nil, fmt.Errorf("authapi: avatar of member %d: %w", m.ID, err)
	}
	out, err := h.client.Member.UpdateOneID(m.ID).SetAvatar(name).Save(ctx)
	if err != nil {
		return nil, fmt.Errorf("authapi: set avatar of member %d: %w", m.ID, err)
	}
	newKey, _, _ := strings.Cut(name+"/", "/"+strconv.Itoa(avatar.Largest)+".jpg")
	h.dropAvatar(ctx, m.Avatar, newKey)
	info, err := profile.Build(ctx, h.client, out)
	if err != nil {
		return nil, err
	}
	return map[string]any{"url": info.Avatar, "srcset": avatar.Srcset(name, "/media/"), "member": info}, nil
}

// spooled is an uploaded file kept in a temporary file while it is
// checked and decoded (issue 26: ten 30-megapixel uploads read into memory
// were 200 MB before a pixel was decoded). Close removes it.
type spooled struct {
	f *os.File
	n int64
}

// Section reads the whole file in place.
func (s *spooled) Section() *io.SectionReader { return io.NewSectionReader(s.f, 0, s.n) }

// Close closes and removes the file; the handler defers it, so it runs on
// every path: an answer, an error, a client gone, a panic.
func (s *spooled) Close() {
	_ = s.f.Close()
	_ = os.Remove(s.f.Name())
}

// spoolFilePart streams the multipart body to the part named field and
// copies that part into a temporary file in dir (os.TempDir() when empty),
// refusing more than maxBytes with tooBig (writing at most maxBytes+1 of
// it). On any refusal or error the file is already removed.
func spoolFilePart(r *http.Request, dir, field string, maxBytes int64, tooBig string) (*spooled, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, invalid(msgNoFile)
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return nil, invalid(msgNoFile)
		}
		if err != nil {
			return nil, bodyError(err)
		}
		if part.FormName() != field {
			_ = part.Close()
			continue
		}
		defer part.Close()
		f, err := os.CreateTemp(dir, "artmarket-upload-*")
		if err != nil {
			return nil, fmt.Errorf("authapi: spool upload: %w", err)
		}
		s := &spooled{f: f}
		kept := false
		defer func() { // any other way out, a panic included, removes it
			if !kept {
				s.Close()
			}
		}()
		s.n, err = io.Copy(f, io.LimitReader(part, maxBytes+1))
		if err != nil {
			var pe *fs.PathError
			if errors.As(err, &pe) { // writing the file, not reading the body
				return nil, fmt.Errorf("authapi: spool upload: %w", err)
			}
			return nil, bodyError(err)
		}
		if s.n > maxBytes {
			return nil, invalid(tooBig)
		}
		if s.n == 0 {
			return nil, invalid(msgNoFile)
		}
		kept = true
		return s, nil
	}
}

// bodyError: a body over the route's limit is 413, any other broken
// multipart body the sender's mistake (422).
func bodyError(err error) error {
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return err
	}
	return api.NewError(api.CodeValidation, api.MsgBadFormat).WithCause(err)
}

// dropAvatar deletes the files of a replaced avatar (name as stored on the
// member, "ab/abcdef.../320.jpg") unless it is the new one or another member
// or an artwork still shows the same picture (keys are derived from the
// pixels, so two uploads of one picture share them). A failure only leaves
// files behind: it is logged, never the member's problem.
func (h *Handler) dropAvatar(ctx context.Context, old, newKey string) {
	key, _, ok := strings.Cut(strings.TrimPrefix(old, "/media/"), "/")
	if !ok || old == "" {
		return
	}
	rest := strings.TrimPrefix(strings.TrimPrefix(old, "/media/"), key+"/")
	sub, _, ok := strings.Cut(rest, "/")
	if !ok {
		return
	}
	key = key + "/" + sub
	if key == newKey {
		return
	}
	used, err := h.client.Member.Query().Where(member.AvatarHasPrefix(key + "/")).Exist(ctx)
	if err == nil && !used {
		used, err = h.client.ArtworkImage.Query().Where(artworkimage.Key(key)).Exist(ctx)
	}
	if err != nil {
		h.log.WarnContext(ctx, "authapi: check replaced avatar", "err", err)
		return
	}
	if used {
		return
	}
	if err := h.media.DeleteKey(ctx, key); err != nil {
		h.log.WarnContext(ctx, "authapi: delete replaced avatar", "err", err)
	}
}
