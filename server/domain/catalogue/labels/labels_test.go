package labels

import (
	"testing"

	"artmarket/ent/artwork"
	"artmarket/ent/migrate"
)

// Every enum value the schema declares has a Chinese label.
func TestEveryEnumValueHasALabel(t *testing.T) {
	checked := 0
	for _, c := range migrate.ArtworksTable.Columns {
		for _, v := range c.Enums {
			checked++
			switch c.Name {
			case artwork.FieldMedium:
				if _, ok := mediums[artwork.Medium(v)]; !ok {
					t.Errorf("medium %s has no Chinese label", v)
				}
			case artwork.FieldStatus:
				if _, ok := statuses[artwork.Status(v)]; !ok {
					t.Errorf("status %s has no Chinese label", v)
				}
			}
		}
	}
	if checked < 15 {
		t.Fatalf("only %d enum values found", checked)
	}
	if Medium(artwork.MediumInk) != "国画" || Status(artwork.StatusSold) != "已售出" {
		t.Fatal("wrong labels")
	}
}
