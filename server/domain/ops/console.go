// Package ops is the operations console (issue 24): what a member's roles
// open (its pages and the queues of its home), and the admins' care of
// members (search, a member's page, disable and enable). The roles
// themselves are package roles'; every action here is written to the audit
// log (package audit) in the action's own transaction.
package ops

import (
	"context"
	"fmt"
	"slices"

	"artmarket/ent"
	"artmarket/ent/accountdeletion"
	"artmarket/ent/partnerapplication"
	"artmarket/ent/privacy"
	"artmarket/ent/work"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/partner"
	"artmarket/server/domain/refunds"
	"artmarket/server/domain/roles"
)

// Section is a page of the console.
type Section string

// The pages, in the navigation's order.
const (
	Home         Section = "HOME"
	Review       Section = "REVIEW"
	Articles     Section = "ARTICLES"
	Lives        Section = "LIVES"
	Artists      Section = "ARTISTS"
	Exhibitions  Section = "EXHIBITIONS"
	ViewingRooms Section = "VIEWING_ROOMS"
	Goods        Section = "GOODS"
	Galleries    Section = "GALLERIES"
	Homepage     Section = "HOMEPAGE"
	Members      Section = "MEMBERS"
	Deletions    Section = "DELETIONS"
	Partners     Section = "PARTNERS"
	Gallery      Section = "GALLERY"
	GalleryWorks Section = "GALLERY_WORKS"
	Audit        Section = "AUDIT"
)

// sectionRule says who opens a page.
type sectionRule struct {
	Section Section
	Label   string
	Roles   []roles.Name
}

// sections says who opens each page: the console's one table of access
// (the money pages of the arbiter and finance roles are money.go's).
var sections = slices.Concat([]sectionRule{
	{Home, "控制台首页", roles.All},
	{Review, "作品审核", []roles.Name{roles.Reviewer}},
	{Articles, "文章发布", []roles.Name{roles.Editor}},
	{Lives, "直播发布", []roles.Name{roles.Editor}},
	{Artists, "艺术家", []roles.Name{roles.Editor, roles.GalleryManager}},
	{Exhibitions, "展览发布", []roles.Name{roles.Editor, roles.GalleryManager}},
	{ViewingRooms, "线上展厅", []roles.Name{roles.Editor, roles.GalleryManager}},
	{Goods, "商城商品", []roles.Name{roles.Editor}},
	{Galleries, "画廊", []roles.Name{roles.Editor}},
	{Homepage, "首页编排", []roles.Name{roles.Editor}},
	{Members, "会员管理", []roles.Name{roles.Admin}},
	{Deletions, "注销申请", []roles.Name{roles.Admin}},
	{Partners, "合作申请", []roles.Name{roles.Admin}},
	{Shipments, "自营发货", []roles.Name{orders.ShipRole}},
	{Gallery, "画廊空间", []roles.Name{roles.GalleryManager}},
	{GalleryWorks, "画廊作品", []roles.Name{roles.GalleryManager}},
	{Audit, "操作日志", []roles.Name{roles.Admin}},
}, moneySections)

// SectionItem is a page the member may open.
type SectionItem struct {
	Section Section
	Label   string
}

// Sections are the pages h opens, in order (none without a role).
func Sections(h roles.Held) []SectionItem {
	var out []SectionItem
	for _, s := range sections {
		if h.Has(s.Roles...) {
			out = append(out, SectionItem{s.Section, s.Label})
		}
	}
	return out
}

// QueueKind is a queue of the console's home.
type QueueKind string

// The queues.
const (
	WorksToReview       QueueKind = "WORKS_TO_REVIEW"
	PartnerApplications QueueKind = "PARTNER_APPLICATIONS"
	DeletionRequests    QueueKind = "DELETION_REQUESTS"
)

// Queue is one queue with its count, and the page that works it ("" when
// none is built yet).
type Queue struct {
	Kind    QueueKind
	Label   string
	Count   int
	Section Section
}

// queueRule is a queue of the home: who sees it, which page works it, how
// it is counted.
type queueRule struct {
	Kind    QueueKind
	Label   string
	Roles   []roles.Name
	Section Section
	count   func(ctx context.Context, c *ent.Client) (int, error)
}

var queues = slices.Concat([]queueRule{
	{WorksToReview, "待审核作品", []roles.Name{roles.Reviewer}, Review, func(ctx context.Context, c *ent.Client) (int, error) {
		return c.Work.Query().Where(work.StateEQ(work.StatePending)).Count(ctx)
	}},
	{PartnerApplications, "待处理的合作申请", []roles.Name{roles.Admin}, Partners, func(ctx context.Context, c *ent.Client) (int, error) {
		return c.PartnerApplication.Query().Where(partnerapplication.StatusIn(partner.OpenStatuses...)).Count(ctx)
	}},
	{DeletionRequests, "注销申请（冷静期中）", []roles.Name{roles.Admin}, Deletions, func(ctx context.Context, c *ent.Client) (int, error) {
		return c.AccountDeletion.Query().Where(accountdeletion.StateEQ(accountdeletion.StatePending)).Count(ctx)
	}},
	{PlatformShipments, "待发货的自营订单", []roles.Name{orders.ShipRole}, Shipments, func(ctx context.Context, c *ent.Client) (int, error) {
		return orders.PlatformToShip(c).Count(ctx)
	}},
	{PlatformRefunds, "待处理的自营订单退款", []roles.Name{orders.ShipRole}, Shipments, func(ctx context.Context, c *ent.Client) (int, error) {
		return refunds.PlatformToAnswer(c).Count(ctx)
	}},
}, moneyQueues)

// Console is what the member's roles open: nil for a member without one.
type Console struct {
	Roles    roles.Held
	Sections []SectionItem
	Queues   []Queue
}

// View is the console of memberID (nil when they hold no role).
func View(ctx context.Context, c *ent.Client, memberID int) (*Console, error) {
	h, err := roles.Of(ctx, c, memberID)
	if err != nil || !h.Any() {
		return nil, err
	}
	out := &Console{Roles: h, Sections: Sections(h)}
	// The counts are of other members' rows: past the policies, the roles checked.
	all := privacy.DecisionContext(ctx, privacy.Allow)
	for _, q := range queues {
		if !h.Has(q.Roles...) {
			continue
		}
		n, err := q.count(all, c)
		if err != nil {
			return nil, fmt.Errorf("ops: count %s: %w", q.Kind, err)
		}
		out.Queues = append(out.Queues, Queue{q.Kind, q.Label, n, q.Section})
	}
	return out, nil
}
