package demo

import (
	"context"
	"testing"

	"artmarket/server/domain/media"
	"artmarket/server/providers/objectstore"
	"artmarket/server/providers/objectstore/objectstoretest"
)

// The demo catalogue seeds into an S3 bucket as into a directory, and a
// second server's seeding finds the painted pictures there instead of
// painting them again.
func TestSeedIntoBucket(t *testing.T) {
	ctx := context.Background()
	b, err := objectstore.New(objectstoretest.Start(t))
	if err != nil {
		t.Fatal(err)
	}
	store := media.NewBucketStore(b)
	opts := Options{Artists: 2, Artworks: 4, ImagesPerArtwork: 1, Logger: quiet(), LongSide: 400, Now: testNow}
	first, err := Seed(ctx, testClient(t, "bucketseed1"), store, opts)
	if err != nil {
		t.Fatal(err)
	}
	if first.Artworks != 4 || first.Images != 4 || first.Painted != 4 {
		t.Fatalf("first seeding: %+v", first)
	}
	client := testClient(t, "bucketseed2")
	second, err := Seed(ctx, client, store, opts)
	if err != nil {
		t.Fatal(err)
	}
	if second.Images != 4 || second.Painted != 0 {
		t.Fatalf("second seeding painted again: %+v", second)
	}
	for _, im := range client.ArtworkImage.Query().AllX(ctx) {
		for _, w := range media.VariantWidths(im.Width) {
			if ok, err := store.Exists(ctx, media.Name(im.Key, w)); err != nil || !ok {
				t.Errorf("%s/%d not in the bucket (%v)", im.Key, w, err)
			}
		}
	}
}
