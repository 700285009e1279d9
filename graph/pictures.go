package graph

import (
	"artmarket/ent/schema/imageref"
	"artmarket/graph/model"
	"artmarket/server/domain/media"
)

// pictureURL is the address of a stored picture at the stored width closest
// to (not below) the one asked for; no width asks for the original.
func pictureURL(key string, origWidth int, width *int) string {
	want := origWidth
	if width != nil && *width > 0 {
		want = *width
	}
	return media.URL(key, media.PickWidth(origWidth, want))
}

// storedPicture is a picture field of a row (its name in the store and its
// size), or nil when the row has none.
func storedPicture(key string, width, height int) *media.Picture {
	if key == "" || width <= 0 {
		return nil
	}
	return &media.Picture{Key: key, Width: width, Height: height}
}

// coverPicture is a cover as a row or a draft keeps it, or nil for none.
func coverPicture(im *imageref.Image) *media.Picture {
	if im == nil {
		return nil
	}
	return storedPicture(im.Key, im.Width, im.Height)
}

// coverImage is a cover as the console's form keeps it, or nil for none.
func coverImage(im *imageref.Image) *model.CoverImage {
	p := coverPicture(im)
	if p == nil {
		return nil
	}
	return &model.CoverImage{Key: im.Key, Width: im.Width, Height: im.Height, Picture: p}
}

// imageOf is a form's uploaded picture as the domain takes it (nil: none).
func imageOf(in *model.PictureInput) *imageref.Image {
	if in == nil {
		return nil
	}
	return &imageref.Image{Key: in.Key, Width: in.Width, Height: in.Height}
}
