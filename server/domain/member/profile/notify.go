package profile

import (
	"fmt"
	"strings"
)

// The member's notification preferences live in the settings map (PUT
// /api/member/settingInfo) under "notify.<topic>.<channel>": true or false.
// Stored now, read by the stages that send (orders, price drops of
// favourites, new works of followed artists).

// Topics a member can be told about, in the order the page lists them.
var NotifyTopics = []string{"orders", "price_drops", "new_works"}

// Channels a notification can go by.
var NotifyChannels = []string{"sms", "email", "wechat"}

// notifyDefaults: what a member gets before choosing (orders by SMS and
// WeChat; the rest by WeChat only).
var notifyDefaults = map[string]bool{
	"notify.orders.sms": true, "notify.orders.wechat": true,
	"notify.price_drops.wechat": true, "notify.new_works.wechat": true,
}

// MsgNotifyInvalid is the refusal of an unknown notification key or a value
// that is not true or false.
const MsgNotifyInvalid = "通知设置无效"

// NotifyKey is the settings key of a topic and channel.
func NotifyKey(topic, channel string) string { return "notify." + topic + "." + channel }

// Notify reports whether the member wants topic by channel.
func Notify(settings map[string]any, topic, channel string) bool {
	key := NotifyKey(topic, channel)
	if v, ok := settings[key].(bool); ok {
		return v
	}
	return notifyDefaults[key]
}

// CheckNotifySetting refuses a "notify." key that names no topic and
// channel, or a value that is not a boolean (null, which clears it, passes).
// Other keys are not its business.
func CheckNotifySetting(key string, value any) error {
	if !strings.HasPrefix(key, "notify.") {
		return nil
	}
	if _, isBool := value.(bool); !isBool && value != nil {
		return fmt.Errorf("%s: %w", key, errNotify)
	}
	for _, t := range NotifyTopics {
		for _, c := range NotifyChannels {
			if key == NotifyKey(t, c) {
				return nil
			}
		}
	}
	return fmt.Errorf("%s: %w", key, errNotify)
}

var errNotify = fmt.Errorf("%s", MsgNotifyInvalid)
