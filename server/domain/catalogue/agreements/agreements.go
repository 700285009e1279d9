// Package agreements keeps the legal texts members accept, the user
// agreement (service) and the privacy policy (privacy), in the database as
// versions, and reads the one in force.
package agreements

import (
	"context"
	"embed"
	"fmt"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/agreement"
)

//go:embed texts/*.txt
var texts embed.FS

// Keys of the agreements the product links to (spec §2.1, §2.4).
var Keys = []string{"service", "privacy"}

// FirstEffective is when version 1 of the shipped texts took effect.
var FirstEffective = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// Shipped returns the title and body of a shipped text: the file's first
// line is the title, the rest the body.
func Shipped(key string) (title, body string, err error) {
	b, err := texts.ReadFile("texts/" + key + ".txt")
	if err != nil {
		return "", "", fmt.Errorf("agreements: no shipped text %q: %w", key, err)
	}
	title, body, _ = strings.Cut(strings.TrimSpace(string(b)), "\n")
	return strings.TrimSpace(title), strings.TrimSpace(body), nil
}

// Ensure stores version 1 of every shipped agreement that has no version in
// the database yet. Later versions are added by operators and are never
// overwritten; it is safe to call at every start.
func Ensure(ctx context.Context, client *ent.Client) error {
	for _, key := range Keys {
		exists, err := client.Agreement.Query().Where(agreement.Key(key)).Exist(ctx)
		if err != nil {
			return fmt.Errorf("agreements: look up %s: %w", key, err)
		}
		if exists {
			continue
		}
		title, body, err := Shipped(key)
		if err != nil {
			return err
		}
		err = client.Agreement.Create().SetKey(key).SetVersion(1).SetTitle(title).SetBody(body).
			SetEffectiveAt(FirstEffective).Exec(ctx)
		if err != nil && !ent.IsConstraintError(err) { // another server stored it first
			return fmt.Errorf("agreements: store %s: %w", key, err)
		}
	}
	return nil
}

// InForce is the newest version of an agreement that has taken effect by
// now, or nil when there is none.
func InForce(ctx context.Context, client *ent.Client, key string, now time.Time) (*ent.Agreement, error) {
	a, err := client.Agreement.Query().
		Where(agreement.Key(key), agreement.EffectiveAtLTE(now)).
		Order(ent.Desc(agreement.FieldVersion)).First(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("agreements: read %s: %w", key, err)
	}
	return a, nil
}
