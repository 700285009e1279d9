// Package artworksize files a work into a size class by its longest side,
// the way buyers think of wall space: 小幅 up to 60 cm, 中幅 up to 120 cm,
// 大幅 beyond. It gives both the class of one work and the SQL predicate
// that selects a class, so the list filter and the label always agree.
package artworksize

import (
	"entgo.io/ent/dialect/sql"

	"artmarket/ent/artwork"
	"artmarket/ent/predicate"
)

// Class is a size class.
type Class string

// The classes.
const (
	Small  Class = "SMALL"
	Medium Class = "MEDIUM"
	Large  Class = "LARGE"
)

// Upper bounds of the longest side, in centimetres (inclusive).
const (
	SmallMaxCm  = 60.0
	MediumMaxCm = 120.0
)

// Label is the class's Chinese name.
func (c Class) Label() string {
	switch c {
	case Small:
		return "小幅"
	case Medium:
		return "中幅"
	case Large:
		return "大幅"
	}
	return ""
}

// Of is the class of a work with these dimensions (depth nil for flat works).
func Of(widthCm, heightCm float64, depthCm *float64) Class {
	longest := max(widthCm, heightCm)
	if depthCm != nil {
		longest = max(longest, *depthCm)
	}
	switch {
	case longest <= SmallMaxCm:
		return Small
	case longest <= MediumMaxCm:
		return Medium
	}
	return Large
}

// within: every side is at most limit (a missing depth counts as within).
func within(s *sql.Selector, limit float64) *sql.Predicate {
	return sql.And(
		sql.LTE(s.C(artwork.FieldWidthCm), limit),
		sql.LTE(s.C(artwork.FieldHeightCm), limit),
		sql.Or(sql.IsNull(s.C(artwork.FieldDepthCm)), sql.LTE(s.C(artwork.FieldDepthCm), limit)),
	)
}

// Predicate selects the works of a class; ok is false for an unknown class.
func Predicate(c Class) (p predicate.Artwork, ok bool) {
	switch c {
	case Small:
		return func(s *sql.Selector) { s.Where(within(s, SmallMaxCm)) }, true
	case Medium:
		return func(s *sql.Selector) { s.Where(sql.And(within(s, MediumMaxCm), sql.Not(within(s, SmallMaxCm)))) }, true
	case Large:
		return func(s *sql.Selector) { s.Where(sql.Not(within(s, MediumMaxCm))) }, true
	}
	return nil, false
}
