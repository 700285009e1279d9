// Command rulesgen writes the server's limits and messages that the client
// shows before a request (client/src/lib/__generated__/rules.ts), so they
// are typed once, in Go. `make generate` runs it; check-generated (and
// TestGeneratedRulesAreCurrent) fail when a rule changed without it or the
// file was edited by hand.
package main

import (
	"bytes"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strconv"

	"artmarket/server/domain/audit"
	"artmarket/server/domain/member/accounts"
	"artmarket/server/domain/member/address"
	"artmarket/server/domain/member/funds"
	"artmarket/server/domain/ops"
	"artmarket/server/domain/refunds"
	"artmarket/server/domain/selling"
)

// Out is the generated file, from the repository's root.
const Out = "client/src/lib/__generated__/rules.ts"

// AuthOut holds the sign-in forms' messages apart: those forms' code is in
// every first load, and the rules' file in it would carry every area's
// limits too (1.8 kB gzip over the 200 kB budget of /artist/{n}).
const AuthOut = "client/src/lib/__generated__/authMessages.ts"

// Files are the generated files and what each holds.
var Files = map[string][]group{Out: groups, AuthOut: authGroups}

// authGroups are AuthOut's.
var authGroups = []group{
	{"AUTH_MESSAGES", "The sign-in and account forms' field messages (server/domain/member/accounts), spec §5 word for word: the client shows them before a request, the server answers them after.", []entry{
		{"emailRequired", accounts.MsgEmailRequired},
		{"emailFormat", accounts.MsgEmailFormat},
		{"passwordRequired", accounts.MsgPasswordRequired},
		{"usernameRequired", accounts.MsgUsernameRequired},
		{"usernameFormat", accounts.MsgUsernameFormat},
		{"confirmRequired", accounts.MsgConfirmRequired},
		{"passwordMismatch", accounts.MsgPasswordsDiffer},
		{"codeRequired", accounts.MsgCodeRequired},
		{"phoneRequired", accounts.MsgMobileRequired},
		{"phoneFormat", accounts.MsgMobileFormat},
		{"smsCodeRequired", accounts.MsgSMSCodeRequired},
		{"newPasswordRequired", accounts.MsgNewPassword},
		{"confirmNewRequired", accounts.MsgConfirmNew},
	}},
}

// entry is one constant: its name in TypeScript and its value (an int or a string).
type entry struct {
	key   string
	value any
}

// group is one exported object of constants.
type group struct {
	name, doc string
	entries   []entry
}

// groups are what the client shows before a request, in the client's names.
var groups = []group{
	{"FIELD_PATTERNS", "The shared field rules (server/domain/member/accounts): RegExp sources, sign-up's e-mail pattern for every form but the reset form's basic one.", []entry{
		{"mobile", accounts.MobilePattern.String()},
		{"email", accounts.EmailPattern.String()},
		{"basicEmail", accounts.BasicEmailPattern.String()},
		{"emailMax", accounts.MaxEmailLength},
	}},
	{"WORK_LIMITS", "The publish form's limits (server/domain/selling); money in fen, dimensions in tenths of a centimetre.", []entry{
		{"titleMax", selling.TitleMax},
		{"artistNameMax", selling.ArtistNameMax},
		{"materialsMax", selling.MaterialsMax},
		{"descriptionMax", selling.DescriptionMax},
		{"imagesMax", selling.ImagesMax},
		{"dimensionMaxTenths", selling.DimensionMax},
		{"editionMax", selling.EditionMax},
		{"priceMinFen", selling.PriceMinFen},
		{"priceMaxFen", selling.PriceMaxFen},
		{"shippingMaxFen", selling.ShippingMaxFen},
		{"yearMin", selling.YearMin},
		{"pictureMaxBytes", selling.PictureMaxBytes},
		{"reasonMax", selling.ReasonMax},
	}},
	{"SELLING_MESSAGES", "The publish form's messages (server/domain/selling), word for word.", []entry{
		{"needMobile", selling.MsgNeedMobile},
		{"stale", selling.MsgStale},
		{"titleEmpty", selling.MsgTitleEmpty},
		{"titleLength", selling.MsgTitleLength},
		{"control", selling.MsgControl},
		{"artistEmpty", selling.MsgArtistEmpty},
		{"artistName", selling.MsgArtistName},
		{"year", selling.MsgYear},
		{"mediumEmpty", selling.MsgMediumEmpty},
		{"mediumUnknown", selling.MsgMediumUnknown},
		{"materialsLength", selling.MsgMaterialsLength},
		{"dimensionEmpty", selling.MsgDimensionEmpty},
		{"dimension", selling.MsgDimension},
		{"dimensionDecimal", selling.MsgDimensionDecimal},
		{"edition", selling.MsgEdition},
		{"priceEmpty", selling.MsgPriceEmpty},
		{"price", selling.MsgPrice},
		{"shippingEmpty", selling.MsgShippingEmpty},
		{"shippingFee", selling.MsgShippingFee},
		{"shipFromEmpty", selling.MsgShipFromEmpty},
		{"descriptionLong", selling.MsgDescriptionLong},
		{"imagesEmpty", selling.MsgImagesEmpty},
		{"imagesMany", selling.MsgImagesMany},
		{"pictureType", selling.MsgPictureType},
		{"pictureBig", selling.MsgPictureBig},
		{"agreement", selling.MsgAgreement},
		{"reasonEmpty", selling.MsgReasonEmpty},
		{"reasonLength", selling.MsgReasonLength},
	}},
	{"WORK_STATE_LABELS", "The seller's words for the states (selling.StateName), for the tabs of 我的作品 shown before any work.",
		stateLabels()},
	{"OPS_LIMITS", "The console's forms' limits (server/domain/ops), in characters.", []entry{
		{"reasonMin", ops.ReasonMinRunes},
		{"reasonMax", ops.ReasonMaxRunes},
		{"queryMax", ops.QueryMaxRunes},
		{"cityMax", ops.CityMaxRunes},
	}},
	{"OPS_MESSAGES", "The console's forms' messages (server/domain/ops, server/domain/audit), word for word.", []entry{
		{"queryEmpty", ops.MsgQueryEmpty},
		{"queryLength", ops.MsgQueryTooLong},
		{"reasonEmpty", ops.MsgReasonEmpty},
		{"reasonShort", ops.MsgReasonShort},
		{"reasonLength", ops.MsgReasonTooLong},
		{"badRange", audit.MsgBadRange},
		{"cityEmpty", ops.MsgCityRequired},
		{"cityLength", ops.MsgCityTooLong},
		{"rejectReason", ops.MsgRejectReason},
	}},
	{"ADDRESS_LIMITS", "The address form's limits (server/domain/member/address), in characters.", []entry{
		{"recipientMin", address.RecipientMin},
		{"recipientMax", address.RecipientMax},
		{"detailMin", address.DetailMin},
		{"detailMax", address.DetailMax},
		{"addressesMax", address.Max},
	}},
	{"ADDRESS_MESSAGES", "The address form's messages (server/domain/member/address), word for word.", []entry{
		{"recipientEmpty", address.MsgRecipientEmpty},
		{"recipientLength", address.MsgRecipientLength},
		{"mobileEmpty", address.MsgMobileEmpty},
		{"mobileFormat", address.MsgMobileFormat},
		{"regionEmpty", address.MsgRegionEmpty},
		{"detailEmpty", address.MsgDetailEmpty},
		{"detailLength", address.MsgDetailLength},
		{"postcode", address.MsgPostcode},
	}},
	{"FUNDS_LIMITS", "The funds settings' limits (server/domain/member/funds).", []entry{
		{"accountsMax", funds.MaxAccounts},
		{"branchMin", funds.BranchMin},
		{"branchMax", funds.BranchMax},
		{"cardDigitsMin", funds.CardMin},
		{"cardDigitsMax", funds.CardMax},
	}},
	{"FUNDS_MESSAGES", "The funds settings forms' messages (server/domain/member/funds), word for word.", []entry{
		{"name", funds.MsgNameInvalid},
		{"idNumber", funds.MsgIDInvalid},
		{"alipay", funds.MsgAlipayInvalid},
		{"bank", funds.MsgBankInvalid},
		{"branch", funds.MsgBranchInvalid},
		{"card", funds.MsgCardInvalid},
		{"holder", funds.MsgHolderMismatch},
		{"tooMany", funds.MsgTooMany},
	}},
	{"REFUND_LIMITS", "The refund request form's limits (server/domain/refunds).", []entry{
		{"photosMax", refunds.PhotosMax},
	}},
	{"REFUND_MESSAGES", "The refund request form's messages (server/domain/refunds), word for word.", []entry{
		{"photos", refunds.MsgPhotos},
	}},
}

// stateLabels are the stored states' words, in the tabs' order.
func stateLabels() []entry {
	out := make([]entry, len(selling.States))
	for i, st := range selling.States {
		out[i] = entry{string(st), selling.StateName(st)}
	}
	return out
}

// Render is a generated file of groups.
func Render(groups []group) []byte {
	var b bytes.Buffer
	b.WriteString("// Code generated by `go run ./server/cmd/rulesgen` (make generate) from the server's rules. DO NOT EDIT.\n")
	b.WriteString("// Change the Go constants and run `make generate`: check-generated fails on a hand edit or a stale copy.\n")
	for _, g := range groups {
		fmt.Fprintf(&b, "\n/** %s */\nexport const %s = {\n", g.doc, g.name)
		for _, e := range g.entries {
			switch v := e.value.(type) {
			case string:
				fmt.Fprintf(&b, "  %s: %s,\n", e.key, strconv.Quote(v))
			case int, int64:
				fmt.Fprintf(&b, "  %s: %d,\n", e.key, v)
			default:
				panic(fmt.Sprintf("rulesgen: %s.%s is a %T", g.name, e.key, v))
			}
		}
		b.WriteString("} as const;\n")
	}
	return b.Bytes()
}

func main() {
	for out, groups := range Files {
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(out, Render(groups), 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
