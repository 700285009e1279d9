package schema

import (
	"context"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
	"entgo.io/ent/schema/mixin"

	"artmarket/ent/hook"
	"artmarket/ent/schema/pinyin"
)

// pinyinNamed is a mutation of a schema with a Chinese name filed in an A–Z
// index (Artist, Gallery): the pinyin and the index letter follow the name.
type pinyinNamed interface {
	Name() (string, bool)
	SetPinyin(string)
	SetInitial(string)
	SetPinyinAbbr(string)
}

// pinyinTitled is a mutation of a schema whose title is searched by pinyin
// (Artwork, Exhibition, ViewingRoom, Article): the title's keys follow the
// title.
type pinyinTitled interface {
	Title() (string, bool)
	SetTitlePinyin(string)
	SetTitleAbbr(string)
}

// pinyinHook computes the pinyin keys whenever the name (or title) is set
// (create, update, bulk), so every writer (seed, REST, GraphQL, backfill)
// stores the same keys.
func pinyinHook() ent.Hook {
	return hook.On(func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			if p, ok := m.(pinyinNamed); ok {
				if name, ok := p.Name(); ok {
					full, initial, abbr := pinyin.NameKeys(name)
					p.SetPinyin(full)
					p.SetInitial(initial)
					p.SetPinyinAbbr(abbr)
				}
			}
			if p, ok := m.(pinyinTitled); ok {
				if title, ok := p.Title(); ok {
					full, abbr := pinyin.TitleKeys(title)
					p.SetTitlePinyin(full)
					p.SetTitleAbbr(abbr)
				}
			}
			return next.Mutate(ctx, m)
		})
	}, ent.OpCreate|ent.OpUpdate|ent.OpUpdateOne)
}

// NameKeysMixin gives a schema with a Chinese name filed in an A–Z index
// (Artist, Gallery) its keys: the full pinyin (the sort order), the index
// letter and the abbreviation searched for, and the hook that keeps them in
// step with the name.
type NameKeysMixin struct{ mixin.Schema }

// Fields of the mixin: set by the hook from the name, never by hand.
func (NameKeysMixin) Fields() []ent.Field {
	return []ent.Field{
		field.String("pinyin").Comment("The name in full pinyin without tones (qibaishi), for search.").Default("").MaxLen(400).
			Annotations(entgql.OrderField("PINYIN")),
		field.String("initial").Comment("The index letter: A–Z by the pinyin, or # for names that start with no letter.").Default(pinyin.Other).MaxLen(1),
		// 齐白石 → qbs.
		field.String("pinyin_abbr").Comment("The pinyin's initials (qbs), for search.").Default("").MaxLen(120),
	}
}

// Indexes of the mixin: the pinyin order, whole and per letter.
func (NameKeysMixin) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("pinyin"),
		index.Fields("initial", "pinyin"),
	}
}

// Hooks of the mixin.
func (NameKeysMixin) Hooks() []ent.Hook { return []ent.Hook{pinyinHook()} }

// TitleKeysMixin gives a schema whose title is searched by pinyin (Artwork,
// Exhibition, ViewingRoom, Article) the title's keys and the hook that keeps
// them in step with the title.
type TitleKeysMixin struct{ mixin.Schema }

// Fields of the mixin: 林泉秋色 → linquanqiuse, lqqs; never set by hand.
func (TitleKeysMixin) Fields() []ent.Field {
	return []ent.Field{
		field.String("title_pinyin").Comment("The title in full pinyin without tones, for search.").Default("").MaxLen(600),
		field.String("title_abbr").Comment("The title's pinyin initials, for search.").Default("").MaxLen(120),
	}
}

// Hooks of the mixin.
func (TitleKeysMixin) Hooks() []ent.Hook { return []ent.Hook{pinyinHook()} }
