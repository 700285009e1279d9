/* WeChat Pay sandbox: window.WeixinJSBridge as WeChat provides it inside its
   browser, for invoke('getBrandWCPayRequest', params, callback). The params
   go to the simulator, which verifies paySign with the merchant's public
   key; then a sandbox sheet asks 支付 / 取消 and the callback gets
   {err_msg: "get_brand_wcpay_request:ok" | ":cancel" | ":fail"}. No inline
   style: the sheet's look comes from the simulator's stylesheet. */
(function () {
  "use strict";
  var BASE = "{{SIM_BASE}}";
  if (window.WeixinJSBridge) return;

  function post(path, body) {
    return fetch(BASE + path, {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify(body)
    }).then(function (r) { return r.json().catch(function () { return { ok: false, err_desc: "HTTP " + r.status }; }); });
  }

  function stylesheet() {
    if (document.getElementById("wxpay_bridge_css")) return;
    var link = document.createElement("link");
    link.id = "wxpay_bridge_css";
    link.rel = "stylesheet";
    link.href = BASE + "/static/pay.css";
    document.head.appendChild(link);
  }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text) e.textContent = text;
    return e;
  }

  function sheet(info, params, done) {
    stylesheet();
    var overlay = el("div", "wxpay_bridge");
    overlay.setAttribute("role", "dialog");
    overlay.setAttribute("aria-label", "微信支付");
    var box = el("div", "sheet");
    box.appendChild(el("p", "sandbox_tag", "微信支付沙盒"));
    box.appendChild(el("p", "merchant", info.merchant || ""));
    box.appendChild(el("p", "amount", "¥" + info.amount));
    box.appendChild(el("p", "description", info.description || ""));
    var actions = el("div", "actions");
    var pay = el("button", "primary", "支付");
    var cancel = el("button", "plain", "取消");
    pay.type = cancel.type = "button";
    actions.appendChild(pay);
    actions.appendChild(cancel);
    box.appendChild(actions);
    overlay.appendChild(box);
    document.body.appendChild(overlay);
    function close(res) {
      overlay.remove();
      done(res);
    }
    pay.addEventListener("click", function () {
      pay.disabled = cancel.disabled = true;
      post("/jsapi/pay", params).then(function (r) {
        close(r.ok ? { err_msg: "get_brand_wcpay_request:ok" } : { err_msg: "get_brand_wcpay_request:fail", err_desc: r.err_desc });
      }, function () { close({ err_msg: "get_brand_wcpay_request:fail", err_desc: "network" }); });
    });
    cancel.addEventListener("click", function () { close({ err_msg: "get_brand_wcpay_request:cancel" }); });
  }

  window.WeixinJSBridge = {
    invoke: function (name, params, callback) {
      var cb = typeof callback === "function" ? callback : function () {};
      if (name !== "getBrandWCPayRequest") {
        setTimeout(function () { cb({ err_msg: name + ":fail", err_desc: "sandbox bridge: unsupported" }); }, 0);
        return;
      }
      post("/jsapi/verify", params || {}).then(function (r) {
        if (!r.ok) { cb({ err_msg: "get_brand_wcpay_request:fail", err_desc: r.err_desc }); return; }
        sheet(r, params, cb);
      }, function () { cb({ err_msg: "get_brand_wcpay_request:fail", err_desc: "network" }); });
    },
    on: function () {},
    call: function () {}
  };

  function ready() { document.dispatchEvent(new Event("WeixinJSBridgeReady")); }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", ready);
  else setTimeout(ready, 0);
})();
