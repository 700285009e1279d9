/* WeChat sandbox: a look-alike of WeChat's wxLogin.js
   (res.wx.qq.com/connect/zh_CN/htmledition/js/wxLogin.js). Same options
   (self_redirect, id, appid, scope, redirect_uri, state, style, href); it
   only puts a 300x400 iframe of the sandbox's qrconnect page into the
   element with the given id. Unlike WeChat's, href is URL-encoded so that a
   data: stylesheet survives the query string. */
!function (a, b) {
  var OPEN = "{{OPEN_BASE}}";
  function d(a) {
    var c = "default";
    a.self_redirect === !0 ? c = "true" : a.self_redirect === !1 && (c = "false");
    var d = b.createElement("iframe"),
      e = OPEN + "/connect/qrconnect?appid=" + a.appid + "&scope=" + a.scope + "&redirect_uri=" + a.redirect_uri +
        "&state=" + a.state + "&login_type=jssdk&self_redirect=" + c +
        "&styletype=" + (a.styletype || "") + "&sizetype=" + (a.sizetype || "") +
        "&bgcolor=" + (a.bgcolor || "") + "&rst=" + (a.rst || "");
    e += a.style ? "&style=" + a.style : "";
    e += a.href ? "&href=" + encodeURIComponent(a.href) : "";
    d.src = e;
    d.frameBorder = "0";
    d.allowTransparency = "true";
    d.scrolling = "no";
    d.width = "300px";
    d.height = "400px";
    var f = b.getElementById(a.id);
    f.innerHTML = "";
    f.appendChild(d);
  }
  a.WxLogin = d;
}(window, document);
