// Package ent is the generated data layer; the schemas live in ent/schema.
package ent

//go:generate go run entc.go
