package ops

// The platform's own goods are shipped from the console (the rule is
// package orders': ShipForPlatform); here are its page and its queue.
const (
	// Shipments is 自营发货: the paid orders of the platform's own goods.
	Shipments Section = "SHIPMENTS"
	// PlatformShipments counts those orders on the console's home.
	PlatformShipments QueueKind = "PLATFORM_SHIPMENTS"
	// PlatformRefunds counts the refund requests on those goods waiting
	// for the platform's answer (package refunds: AnswerForPlatform).
	PlatformRefunds QueueKind = "PLATFORM_REFUNDS"
)
