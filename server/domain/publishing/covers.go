package publishing

import (
	"html"
	"regexp"
	"strings"

	"artmarket/ent/schema/imageref"
	"artmarket/server/domain/media"
)

// Covers (issue 24, point 2): the picture at the head of an article, an
// exhibition or a viewing room. It is uploaded through the console's picture
// route (POST /api/upload/content-image: the same content checks as a work's
// pictures, so what is not a picture never gets a key) and kept on the row as
// its name in the media store and its size, like an artist's portrait or a
// gallery's logo: an ArtworkImage is a picture of one work (its artwork edge
// is required and it counts among the work's pictures), which an uploaded
// cover is not. Like every field it is part of the draft until published.

// MsgCoverBad answers a cover that is not an uploaded picture's reference.
const MsgCoverBad = "封面图片无效，请重新上传"

// coverField is the forms' field of the cover.
const coverField = "cover"

// storeKey is the shape of the key the media store gives a saved picture
// ("ab/abcdef…": two hex characters, a slash, its hash in hex).
var storeKey = regexp.MustCompile(`^[0-9a-f]{2}/[0-9a-f]{16,128}$`)

// maxPictureSide bounds a picture's sides as a form sends them (the upload
// refuses larger pictures long before).
const maxPictureSide = 100000

// uploaded tells whether im is a picture as the upload answered it: a key of
// the shape the store gives and a positive size. One rule for every picture
// the console's forms send (covers, portraits, logos).
func uploaded(im imageref.Image) bool {
	return storeKey.MatchString(im.Key) && media.ValidName(im.Key) &&
		im.Width >= 1 && im.Height >= 1 && im.Width <= maxPictureSide && im.Height <= maxPictureSide
}

// checkPicture answers the picture to keep (nil for none), or refuses one
// the upload did not answer with msg on field.
func checkPicture(field, msg string, in *imageref.Image) (*imageref.Image, error) {
	if in == nil {
		return nil, nil
	}
	if !uploaded(*in) {
		return nil, invalid(field, msg)
	}
	c := *in
	return &c, nil
}

// checkCover answers the cover to keep (nil for none).
func checkCover(in *imageref.Image) (*imageref.Image, error) {
	return checkPicture(coverField, MsgCoverBad, in)
}

// sameCover: a and b are the same picture (or both none).
func sameCover(a, b *imageref.Image) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// cover records a change of cover for the audit log, by its key.
func (c changeSet) cover(before, after *imageref.Image) {
	key := func(im *imageref.Image) string {
		if im == nil {
			return ""
		}
		return im.Key
	}
	c.add(coverField, key(before), key(after), sameCover(before, after))
}

// coverWriter is a row's create or update that sets its cover.
type coverWriter[W any] interface {
	SetCoverPicture(*imageref.Image) W
}

// coverClearer is a row's update, which may also clear it.
type coverClearer[W any] interface {
	coverWriter[W]
	ClearCoverPicture() W
}

// withCover sets cover on a new row (none: nothing, the column stays null).
func withCover[W coverWriter[W]](w W, cover *imageref.Image) W {
	if cover != nil {
		w.SetCoverPicture(cover)
	}
	return w
}

// setCover makes cover a row's published cover (none: cleared).
func setCover[W coverClearer[W]](w W, cover *imageref.Image) W {
	if cover == nil {
		return w.ClearCoverPicture()
	}
	return w.SetCoverPicture(cover)
}

// blockEnd ends a line of the plain text: a block's end tag or a line break.
var blockEnd = regexp.MustCompile(`(?i)</(p|h2|h3|blockquote|li|figcaption)>|<br\s*/?>`)

// PlainText is sanitised rich text as plain text, one paragraph a line: an
// exhibition's press text (the page's description, search, structured data)
// follows its rich description.
func PlainText(rich string) string {
	s := stripTags(blockEnd.ReplaceAllString(rich, "\n"))
	var lines []string
	for _, l := range strings.Split(html.UnescapeString(s), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "\n")
}

// Paragraphs is plain text as rich text, a paragraph a line: what the editor
// starts from for an exhibition written before its rich description.
func Paragraphs(plain string) string {
	var b strings.Builder
	for _, l := range strings.Split(plain, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			b.WriteString("<p>" + html.EscapeString(l) + "</p>")
		}
	}
	return b.String()
}
