import Foundation
import DomovCore

/// A module's page until the module lands: it says so plainly, and what it will do.
struct ModulePage {
    let chrome: PageChrome
    let module: DomovModule

    func render() -> HTML {
        let t = chrome.t
        return PageLayout(chrome: chrome, title: t(.moduleName(module))).render("""
            <h1>\(t(.moduleName(module)))</h1>
            <div class="empty-state" id="module-not-ready">
            \(StaticAssets.icon(module.rawValue))
            <p><strong>\(t(.notThereYet))</strong></p>
            <p>\(t(.moduleSummary(module)))</p>
            </div>
            """)
    }
}
