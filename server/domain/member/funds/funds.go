// Package funds is the member's funds settings: the real-name verification
// (name and resident ID number, checked by GB 11643) and the cash-out
// accounts (Alipay, bank card, WeChat). Real names, ID and account numbers
// are encrypted at rest and only ever shown masked. Balance and withdrawals
// come with orders.
package funds

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/cashoutaccount"
	"artmarket/ent/member"
	"artmarket/ent/realname"
	"artmarket/ent/wechatidentity"
	"artmarket/server/domain/member/accounts"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/db"
	"artmarket/server/platform/ratelimit"
)

// MaxAccounts is how many cash-out accounts a member may keep.
const MaxAccounts = 5

// Limits of a bank card account (the client shows them too: server/cmd/rulesgen).
const (
	BranchMin, BranchMax = 2, 50  // the branch's name, in characters
	CardMin, CardMax     = 12, 19 // the card number's digits
)

// Messages a member reads.
const (
	MsgNameInvalid     = "请输入2至30个汉字的真实姓名（少数民族姓名可含“·”）"
	MsgIDInvalid       = "身份证号码有误，请检查后重新输入"
	MsgAlreadyVerified = "已完成实名认证，认证信息不可修改"
	MsgIDTaken         = "该身份证号码已被其他账号认证"
	MsgNeedRealName    = "请先完成实名认证"
	MsgTooMany         = "最多添加5个收款账户"
	MsgAlipayInvalid   = "请输入正确的支付宝账号（手机号或邮箱）"
	MsgBankInvalid     = "请选择开户银行"
	MsgBranchInvalid   = "请输入开户支行（不超过50个字）"
	MsgCardInvalid     = "银行卡号有误，请检查后重新输入"
	MsgHolderMismatch  = "持卡人须与实名认证姓名一致"
	MsgWeChatUnbound   = "请先绑定微信"
	MsgWeChatExists    = "已添加微信收款账户"
	MsgAccountExists   = "该收款账户已添加"
	MsgNotFound        = "收款账户不存在"
	MsgKindInvalid     = "请选择收款账户类型"
	MsgVerifyTooMany   = "认证尝试次数过多，请明天再试"
)

// Attempts at the real-name check a day (China's calendar day). The check
// tells whether an ID number is verified on another account, so without a
// cap it is an oracle over the ID numbers of every member. A person needs
// one attempt, a few with typos that still pass the checksum: 5 per member;
// 20 per address (an IPv4 address or an IPv6 /64) leaves room for a
// household or an office behind one address but not for a sweep through
// throw-away accounts.
const (
	VerifyPerMemberDaily  = 5
	VerifyPerAddressDaily = 20
)

// The kinds of account.
const (
	KindAlipay   = "ALIPAY"
	KindBankCard = "BANK_CARD"
	KindWeChat   = "WECHAT"
)

// Service holds the key of the encrypted columns.
type Service struct {
	Cipher *Cipher
	// Limiter counts real-name attempts (VerifyPerMemberDaily,
	// VerifyPerAddressDaily); nil counts nothing (unit tests only: the
	// server always sets one).
	Limiter *ratelimit.Limiter
	Now     func() time.Time // nil: time.Now
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func invalid(field, msg string) error { return problem.New(problem.Invalid, msg).OnField(field) }

// RealName is the verified real name, masked.
type RealName struct {
	MaskedName     string // 张*
	MaskedIDNumber string // 1101**********1234
	VerifiedAt     time.Time
}

// RealNameOf answers the member's verified real name, or nil.
func RealNameOf(ctx context.Context, client *ent.Client, memberID int) (*RealName, error) {
	rn, err := client.RealName.Query().Where(realname.HasMemberWith(member.ID(memberID))).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("funds: real name of member %d: %w", memberID, err)
	}
	masked := rn.NameMasked
	if masked == "" { // a row from before names were sealed
		masked = MaskName(rn.Name)
	}
	return &RealName{MaskedName: masked, MaskedIDNumber: rn.IDMasked, VerifiedAt: rn.CreatedAt}, nil
}

// nameOf opens the member's sealed real name, or reads a row written before
// names were sealed (see SealLegacyNames).
func (s *Service) nameOf(rn *ent.RealName, memberID int) (string, error) {
	if len(rn.NameCipher) == 0 {
		return rn.Name, nil
	}
	name, err := s.Cipher.Open(rn.NameCipher, nameAD(memberID))
	if err != nil {
		return "", fmt.Errorf("funds: real name of member %d: %w", memberID, err)
	}
	return name, nil
}

// IDNumberOf decrypts the member's ID number (for server use only).
func (s *Service) IDNumberOf(ctx context.Context, client *ent.Client, memberID int) (string, error) {
	rn, err := client.RealName.Query().Where(realname.HasMemberWith(member.ID(memberID))).Only(ctx)
	if err != nil {
		return "", fmt.Errorf("funds: real name of member %d: %w", memberID, err)
	}
	return s.Cipher.Open(rn.IDCipher, idAD(memberID))
}

func idAD(memberID int) string { return "real_name:" + strconv.Itoa(memberID) }

func nameAD(memberID int) string { return "real_name.name:" + strconv.Itoa(memberID) }

func accountAD(memberID int) string { return "cash_out_account:" + strconv.Itoa(memberID) }

// VerifyRealName records the member's real name once. client should be a
// transaction's; ip is the address the request came from.
//
// Every well-formed attempt counts, before anything is looked up, whatever
// its answer (a refusal as much as a success): the answer 该身份证号码已被其他
// 账号认证 is what an enumeration reads. The count lives in the cache, outside
// the transaction, so a rolled-back refusal stays counted, and it is one
// atomic increment, so parallel attempts cannot pass the cap together. A
// malformed name or number is refused first and not counted: it looks
// nothing up, and a typo caught by the checksum should not cost a day.
func (s *Service) VerifyRealName(ctx context.Context, client *ent.Client, memberID int, ip, name, idNumber string) error {
	name, idNumber = NormalizeName(name), NormalizeID(idNumber)
	if !ValidName(name) {
		return invalid("name", MsgNameInvalid)
	}
	if !ValidResidentID(idNumber, s.now()) {
		return invalid("idNumber", MsgIDInvalid)
	}
	if err := s.countAttempt(ctx, memberID, ip); err != nil {
		return err
	}
	if err := lockMember(ctx, client, memberID); err != nil {
		return err
	}
	if done, err := client.RealName.Query().Where(realname.HasMemberWith(member.ID(memberID))).Exist(ctx); err != nil {
		return fmt.Errorf("funds: real name of member %d: %w", memberID, err)
	} else if done {
		return problem.New(problem.Conflict, MsgAlreadyVerified)
	}
	hash := s.Cipher.Hash(idNumber)
	if taken, err := client.RealName.Query().Where(realname.IDHash(hash)).Exist(ctx); err != nil {
		return fmt.Errorf("funds: id hash: %w", err)
	} else if taken {
		return invalid("idNumber", MsgIDTaken)
	}
	sealed, err := s.Cipher.Seal(idNumber, idAD(memberID))
	if err != nil {
		return err
	}
	sealedName, err := s.Cipher.Seal(name, nameAD(memberID))
	if err != nil {
		return err
	}
	err = client.RealName.Create().SetMemberID(memberID).SetNameCipher(sealedName).SetNameMasked(MaskName(name)).
		SetIDCipher(sealed).SetIDHash(hash).SetIDMasked(MaskID(idNumber)).Exec(ctx)
	if ent.IsConstraintError(err) { // the same ID (or member) at the same instant
		return invalid("idNumber", MsgIDTaken)
	}
	if err != nil {
		return fmt.Errorf("funds: save real name: %w", err)
	}
	return nil
}

// countAttempt counts one real-name attempt of the member from ip, refusing
// TooMany past either daily cap. The address is counted first: an address
// already cut off does not spend the member's own allowance.
func (s *Service) countAttempt(ctx context.Context, memberID int, ip string) error {
	if s.Limiter == nil {
		return nil
	}
	for _, c := range []struct {
		key   string
		limit int
	}{
		{"ip:" + ratelimit.AddressKey(ip), VerifyPerAddressDaily},
		{"m:" + strconv.Itoa(memberID), VerifyPerMemberDaily},
	} {
		res, err := s.Limiter.AllowDaily(ctx, c.key, c.limit)
		if err != nil {
			return fmt.Errorf("funds: count real-name attempt: %w", err)
		}
		if !res.Allowed {
			return problem.New(problem.TooMany, MsgVerifyTooMany).After(res.Reset)
		}
	}
	return nil
}

// lockMember takes the member row's lock until the transaction ends
// (PostgreSQL: SELECT … FOR UPDATE; SQLite transactions are already
// serialised by BEGIN IMMEDIATE), so a count and the insert after it are
// atomic.
func lockMember(ctx context.Context, client *ent.Client, memberID int) error {
	q := client.Member.Query().Where(member.ID(memberID)).Modify(db.ForUpdate)
	if _, err := q.Select(member.FieldID).Int(ctx); err != nil {
		if ent.IsNotFound(err) {
			return problem.New(problem.Unauthorized, problem.MsgUnauthorized)
		}
		return fmt.Errorf("funds: lock member %d: %w", memberID, err)
	}
	return nil
}

// NewAccount is what the add form sends.
type NewAccount struct {
	Kind     string
	Account  string // Alipay: mobile or e-mail; bank card: the card number
	BankCode string
	Branch   string
	Holder   string // bank card: must equal the verified real name
}

// CreateAccount adds a cash-out account; the first becomes the default.
// client should be a transaction's.
func (s *Service) CreateAccount(ctx context.Context, client *ent.Client, memberID int, in NewAccount) (*ent.CashOutAccount, error) {
	create := client.CashOutAccount.Create().SetMemberID(memberID).SetKind(cashoutaccount.Kind(in.Kind))
	var plain string
	switch in.Kind {
	case KindAlipay:
		plain = strings.TrimSpace(in.Account)
		if len(plain) > 100 || !(accounts.ValidMobile(plain) || accounts.ValidEmail(plain)) {
			return nil, invalid("account", MsgAlipayInvalid)
		}
	case KindBankCard:
		plain = strings.ReplaceAll(strings.TrimSpace(in.Account), " ", "")
		bank, ok := BankByCode(in.BankCode)
		if !ok {
			return nil, invalid("bankCode", MsgBankInvalid)
		}
		branch := strings.TrimSpace(in.Branch)
		if n := utf8.RuneCountInString(branch); n < BranchMin || n > BranchMax {
			return nil, invalid("branch", MsgBranchInvalid)
		}
		if len(plain) < CardMin || len(plain) > CardMax || !ValidLuhn(plain) {
			return nil, invalid("account", MsgCardInvalid)
		}
		create.SetBankCode(bank.Code).SetBankBranch(branch)
	case KindWeChat:
		bound, err := client.WeChatIdentity.Query().Where(wechatidentity.HasMemberWith(member.ID(memberID))).Exist(ctx)
		if err != nil {
			return nil, fmt.Errorf("funds: wechat of member %d: %w", memberID, err)
		}
		if !bound {
			return nil, invalid("kind", MsgWeChatUnbound)
		}
	default:
		return nil, invalid("kind", MsgKindInvalid)
	}
	if err := lockMember(ctx, client, memberID); err != nil {
		return nil, err
	}
	rn, err := client.RealName.Query().Where(realname.HasMemberWith(member.ID(memberID))).Only(ctx)
	if err != nil && !ent.IsNotFound(err) {
		return nil, fmt.Errorf("funds: real name of member %d: %w", memberID, err)
	}
	var name string
	if rn != nil {
		if name, err = s.nameOf(rn, memberID); err != nil {
			return nil, err
		}
	}
	if in.Kind == KindBankCard {
		if rn == nil {
			return nil, invalid("holder", MsgNeedRealName)
		}
		if NormalizeName(in.Holder) != name {
			return nil, invalid("holder", MsgHolderMismatch)
		}
	}
	if rn != nil {
		create.SetHolder(MaskName(name)) // the full name stays sealed in real_names
	}
	existing, err := client.CashOutAccount.Query().Where(cashoutaccount.HasMemberWith(member.ID(memberID))).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("funds: accounts of member %d: %w", memberID, err)
	}
	if len(existing) >= MaxAccounts {
		return nil, problem.New(problem.Invalid, MsgTooMany)
	}
	for _, a := range existing {
		if string(a.Kind) != in.Kind {
			continue
		}
		if in.Kind == KindWeChat {
			return nil, invalid("kind", MsgWeChatExists)
		}
		if got, err := s.Cipher.Open(a.AccountCipher, accountAD(memberID)); err == nil && got == plain {
			return nil, invalid("account", MsgAccountExists)
		}
	}
	if plain != "" {
		sealed, err := s.Cipher.Seal(plain, accountAD(memberID))
		if err != nil {
			return nil, err
		}
		create.SetAccountCipher(sealed).SetAccountMasked(maskAccount(in.Kind, plain))
	} else {
		create.SetAccountMasked("微信")
	}
	a, err := create.SetIsDefault(len(existing) == 0).Save(ctx)
	if err != nil {
		return nil, fmt.Errorf("funds: save account: %w", err)
	}
	return a, nil
}

// maskAccount shows the last four of a card (**** 1234), and of an Alipay
// account the mobile as 138****8000 or the e-mail as a***@example.com.
func maskAccount(kind, plain string) string {
	if kind == KindAlipay {
		if accounts.ValidMobile(plain) {
			return plain[:3] + "****" + plain[7:]
		}
		if at := strings.LastIndexByte(plain, '@'); at > 0 {
			return plain[:1] + "***" + plain[at:]
		}
	}
	return MaskTail(plain)
}

// Accounts lists the member's accounts, the default first, then newest first.
func Accounts(ctx context.Context, client *ent.Client, memberID int) ([]*ent.CashOutAccount, error) {
	list, err := client.CashOutAccount.Query().Where(cashoutaccount.HasMemberWith(member.ID(memberID))).
		Order(ent.Desc(cashoutaccount.FieldIsDefault), ent.Desc(cashoutaccount.FieldCreatedAt), ent.Desc(cashoutaccount.FieldID)).
		All(ctx)
	if err != nil {
		return nil, fmt.Errorf("funds: accounts of member %d: %w", memberID, err)
	}
	return list, nil
}

// mine locks the member (changes to their accounts run one at a time) and
// finds one of their accounts, NOT_FOUND for anyone else's.
func mine(ctx context.Context, client *ent.Client, memberID, id int) (*ent.CashOutAccount, error) {
	if err := lockMember(ctx, client, memberID); err != nil {
		return nil, err
	}
	a, err := client.CashOutAccount.Query().
		Where(cashoutaccount.ID(id), cashoutaccount.HasMemberWith(member.ID(memberID))).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, problem.New(problem.NotFound, MsgNotFound).OnField("id")
	}
	if err != nil {
		return nil, fmt.Errorf("funds: account %d: %w", id, err)
	}
	return a, nil
}

// DeleteAccount removes one of the member's accounts; when it was the
// default, the newest remaining one becomes the default.
func DeleteAccount(ctx context.Context, client *ent.Client, memberID, id int) error {
	a, err := mine(ctx, client, memberID, id)
	if err != nil {
		return err
	}
	if err := client.CashOutAccount.DeleteOne(a).Exec(ctx); err != nil {
		return fmt.Errorf("funds: delete account %d: %w", id, err)
	}
	if !a.IsDefault {
		return nil
	}
	next, err := client.CashOutAccount.Query().Where(cashoutaccount.HasMemberWith(member.ID(memberID))).
		Order(ent.Desc(cashoutaccount.FieldCreatedAt), ent.Desc(cashoutaccount.FieldID)).First(ctx)
	if ent.IsNotFound(err) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("funds: newest account: %w", err)
	}
	if err := next.Update().SetIsDefault(true).Exec(ctx); err != nil {
		return fmt.Errorf("funds: promote account %d: %w", next.ID, err)
	}
	return nil
}

// SetDefault makes one of the member's accounts the default.
func SetDefault(ctx context.Context, client *ent.Client, memberID, id int) error {
	a, err := mine(ctx, client, memberID, id)
	if err != nil {
		return err
	}
	if _, err := client.CashOutAccount.Update().
		Where(cashoutaccount.HasMemberWith(member.ID(memberID)), cashoutaccount.IDNEQ(a.ID), cashoutaccount.IsDefault(true)).
		SetIsDefault(false).Save(ctx); err != nil {
		return fmt.Errorf("funds: clear default: %w", err)
	}
	if err := a.Update().SetIsDefault(true).Exec(ctx); err != nil {
		return fmt.Errorf("funds: set default %d: %w", id, err)
	}
	return nil
}

// Erase deletes the member's real name and cash-out accounts (account
// deletion's eraser; withdrawals, when they exist, keep their own record
// of where the money went).
func Erase(ctx context.Context, client *ent.Client, memberID int) error {
	if _, err := client.CashOutAccount.Delete().Where(cashoutaccount.HasMemberWith(member.ID(memberID))).Exec(ctx); err != nil {
		return fmt.Errorf("funds: erase cash-out accounts of member %d: %w", memberID, err)
	}
	if _, err := client.RealName.Delete().Where(realname.HasMemberWith(member.ID(memberID))).Exec(ctx); err != nil {
		return fmt.Errorf("funds: erase real name of member %d: %w", memberID, err)
	}
	return nil
}
