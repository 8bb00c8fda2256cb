"""A WebKitGTK window with nothing around the page, for WebKitWebDriver to drive.

WebKit's MiniBrowser has a toolbar and will not go narrower than 447 px; this window's page is
exactly the size WebDriver sets, a phone's 390 px included.
Arguments: a script to run in every page at document start, the proxy for other hosts, and the
hosts reached without it (comma-separated).
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

script_path, proxy, direct_hosts = sys.argv[1:4]
with open(script_path, encoding="utf-8") as file:
    script = WebKit2.UserScript.new(
        file.read(),
        WebKit2.UserContentInjectedFrames.TOP_FRAME,
        WebKit2.UserScriptInjectionTime.START,
        None,
        None,
    )

Gtk.init(None)
# Nothing kept on disk: no cache shared between runs or with another worker's window.
context = WebKit2.WebContext.new_ephemeral()
context.set_automation_allowed(True)
# Every host but the site's goes through the tests' stand-in.
context.get_website_data_manager().set_network_proxy_settings(
    WebKit2.NetworkProxyMode.CUSTOM,
    WebKit2.NetworkProxySettings.new(proxy, direct_hosts.split(",")),
)


def create_web_view(_session):
    content = WebKit2.UserContentManager()
    content.add_script(script)
    view = WebKit2.WebView(
        web_context=context, is_controlled_by_automation=True, user_content_manager=content
    )
    window = Gtk.Window()
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("WebKitGTK")
    info.set_version(
        WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version()
    )
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", automation_started)
Gtk.main()
