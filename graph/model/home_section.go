package model

import "artmarket/ent/schema/draft"

// HomeSection is a section of the home page as readers see it (graph/home.graphql).
//
// Written by hand, not by gqlgen: it carries the section as published
// (Section: its chosen ids), from which the resolvers of its lists read the
// pieces of its kind (graph/home.go).
type HomeSection struct {
	// The section's anchor on the page, unique within it.
	Key string `json:"key"`
	// What it shows.
	Kind HomeSectionKind `json:"kind"`
	// Its heading.
	Title string `json:"title"`
	// The section as stored.
	Section draft.HomeSection `json:"-"`
}
