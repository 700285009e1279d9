package funds

import (
	"context"
	"fmt"

	"artmarket/ent"
	"artmarket/ent/cashoutaccount"
	"artmarket/ent/realname"
)

// SealLegacyNames encrypts the real names stored in clear before names were
// sealed, and masks the holder names cash-out accounts copied from them. It
// runs at start-up and is safe on several servers at once: each row changes
// only while it still holds the value read (a conditional UPDATE), so a row
// another server sealed meanwhile is left as that server wrote it. It
// answers how many rows it changed.
func (s *Service) SealLegacyNames(ctx context.Context, client *ent.Client) (int, error) {
	rows, err := client.RealName.Query().Where(realname.NameNEQ("")).All(ctx)
	if err != nil {
		return 0, fmt.Errorf("funds: legacy real names: %w", err)
	}
	changed := 0
	for _, rn := range rows {
		memberID, err := rn.QueryMember().OnlyID(ctx)
		if err != nil {
			return changed, fmt.Errorf("funds: member of real name %d: %w", rn.ID, err)
		}
		sealed, err := s.Cipher.Seal(rn.Name, nameAD(memberID))
		if err != nil {
			return changed, err
		}
		n, err := client.RealName.Update().Where(realname.ID(rn.ID), realname.Name(rn.Name)).
			SetName("").SetNameCipher(sealed).SetNameMasked(MaskName(rn.Name)).Save(ctx)
		if err != nil {
			return changed, fmt.Errorf("funds: seal real name %d: %w", rn.ID, err)
		}
		changed += n
	}
	// A masked name ends in * (names have two characters at least).
	accounts, err := client.CashOutAccount.Query().
		Where(cashoutaccount.HolderNEQ(""), cashoutaccount.Not(cashoutaccount.HolderHasSuffix("*"))).All(ctx)
	if err != nil {
		return changed, fmt.Errorf("funds: legacy holders: %w", err)
	}
	for _, a := range accounts {
		masked := MaskName(a.Holder)
		if masked == a.Holder {
			continue
		}
		n, err := client.CashOutAccount.Update().Where(cashoutaccount.ID(a.ID), cashoutaccount.Holder(a.Holder)).
			SetHolder(masked).Save(ctx)
		if err != nil {
			return changed, fmt.Errorf("funds: mask holder of account %d: %w", a.ID, err)
		}
		changed += n
	}
	return changed, nil
}
