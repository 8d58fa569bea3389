import DomovCore
import Foundation

/// The household's shared shopping list: build it from planned recipes, tick items off, add your own.
struct ShoppingListPage {
    /// The fields of the page's forms: building the list for dates, adding an item, ticking one, moving an aisle.
    enum Field: String, FormField {
        case from
        case to
        case item
        case checked
        case move
    }

    let frame: MealsFrame
    let items: [ShoppingItem]
    /// The household's order of the groups.
    let order: ShoppingAisleOrder
    /// Set right after a build: how many items and planned recipes it gave.
    var built: (items: Int, recipes: Int)? = nil
    var buildValues: FormFields? = nil
    var buildFailure: ValidationFailure? = nil
    var addValues: FormFields? = nil
    var addFailure: ValidationFailure? = nil
    /// Today in the viewer's zone, the default first day of a build.
    let today: LocalDate
    /// The order form is shown open: a group was just moved.
    var ordering = false

    func render() -> HTML {
        let notice: HTML =
            built.map {
                "<div class=\"notice success\" role=\"status\"><p>\(frame(.shoppingBuilt(items: $0.items, recipes: $0.recipes)))</p></div>"
            } ?? ""
        let list: HTML =
            items.isEmpty
            ? "<p class=\"muted\" id=\"shopping-empty\">\(frame(.shoppingEmpty))</p>"
            : "<div class=\"shopping-aisles\" id=\"shopping-items\">\(order.grouped(items).html(aisle))</div>"
        // Hidden while nothing is ticked; meals.js shows it when an item is ticked in place.
        let hidden: HTML = items.contains(where: \.checked) ? "" : " hidden"
        let clear: HTML =
            !items.isEmpty
            ? """
            <form method="post" action="\(SiteURL.meals(.shoppingClear(frame.householdID)))" class="form-actions" \
            id="shopping-clear-form"\(hidden)>
            <input type="hidden" name="\(CSRFMiddleware.fieldName)" value="\(frame.chrome.csrfToken)">
            <button type="submit" class="button secondary" id="shopping-clear">\(frame(.clearChecked))</button>
            </form>
            """ : ""
        return frame.render(
            title: frame(.shoppingList), tab: .shopping,
            """
            \(notice)
            <section class="card" aria-labelledby="shopping-heading">
            <h2 id="shopping-heading" class="visually-hidden">\(frame(.shoppingList))</h2>
            \(list)
            \(clear)
            \(addForm)
            </section>
            \(buildForm)
            \(orderForm)
            """)
    }

    /// The groups in the household's order, each with buttons that move it a place; a plain form,
    /// so it works without the page's script.
    private var orderForm: HTML {
        let aisles = order.aisles
        let rows = aisles.enumerated().html { index, aisle in
            func button(_ move: ShoppingAisleOrder.Move, _ symbol: String, enabled: Bool) -> HTML {
                let label = frame(.moveAisle(aisle, move))
                return """
                    <button type="submit" name="\(Field.move)" value="\(aisle.rawValue):\(move.rawValue)" \
                    class="button secondary aisle-move" \
                    aria-label="\(label)" title="\(label)"\(enabled ? "" : " disabled")><span aria-hidden="true">\(symbol)</span></button>
                    """
            }
            return """
                <li class="aisle-order-item" data-aisle="\(aisle.rawValue)"><span class="aisle-order-name">\(frame(.aisle(aisle)))</span>
                <span class="aisle-order-moves">\
                \(button(.up, "↑", enabled: index > 0))\(button(.down, "↓", enabled: index < aisles.count - 1))</span></li>
                """ as HTML
        }
        return """
            <details class="card aisle-order" id="aisle-order"\(ordering ? " open" : "")>
            <summary><h2 class="aisle-order-heading">\(frame(.aisleOrder))</h2></summary>
            <p class="hint">\(frame(.aisleOrderHint))</p>
            <form method="post" action="\(SiteURL.meals(.shoppingAisles(frame.householdID)))" id="aisle-order-form">
            <input type="hidden" name="\(CSRFMiddleware.fieldName)" value="\(frame.chrome.csrfToken)">
            <ol class="aisle-order-list">\(rows)</ol>
            </form>
            </details>
            """
    }

    /// One aisle's items under its name.
    private func aisle(_ group: (aisle: ShoppingAisle, items: [ShoppingItem])) -> HTML {
        let id = "aisle-\(group.aisle.rawValue)"
        return """
            <section class="shopping-aisle" aria-labelledby="\(id)">
            <h3 class="shopping-aisle-title" id="\(id)">\(frame(.aisle(group.aisle)))</h3>
            <ul class="shopping-list">\(group.items.html(row))</ul>
            </section>
            """
    }

    private func row(_ item: ShoppingItem) -> HTML {
        let text = item.writtenOut
        let label = item.checked ? frame(.untick(text)) : frame(.tick(text))
        let checkedClass = item.checked ? " is-checked" : ""
        let nextValue = item.checked ? "off" : "on"
        let pressed = item.checked ? "true" : "false"
        let box = item.checked ? "☑" : "☐"
        let recipes: HTML =
            item.recipes.isEmpty
            ? "" : " <span class=\"muted shopping-recipes\">\(frame(.fromRecipes(item.recipes.joined(separator: ", "))))</span>"
        return """
            <li class="shopping-item\(checkedClass)" data-item-id="\(item.id.description)">
            <form method="post" action="\(SiteURL.meals(.shoppingCheck(frame.householdID, item.id)))" class="shopping-check">
            <input type="hidden" name="\(CSRFMiddleware.fieldName)" value="\(frame.chrome.csrfToken)">
            <input type="hidden" name="\(Field.checked)" value="\(nextValue)">
            <button type="submit" class="check-button" aria-pressed="\(pressed)" aria-label="\(label)">\
            <span aria-hidden="true">\(box)</span></button>
            </form>
            <span class="shopping-text">\(text)\(recipes)</span>
            <form method="post" action="\(SiteURL.meals(.shoppingRemove(frame.householdID, item.id)))" class="shopping-remove">
            <input type="hidden" name="\(CSRFMiddleware.fieldName)" value="\(frame.chrome.csrfToken)">
            <button type="submit" class="button link danger" aria-label="\(frame(.removeItem(text)))">×</button>
            </form>
            </li>
            """
    }

    private var addForm: HTML {
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, values: addValues ?? FormFields(), failure: addFailure)
        return form.form(
            id: "shopping-add-form", action: .meals(.shoppingAdd(frame.householdID)), classes: "inline-fields",
            """
            \(form.input(Field.item, label: frame(.addItem), hint: frame(.addItemHint), maxLength: 200))
            \(form.submit(frame(.addItemSubmit), style: "secondary"))
            """)
    }

    private var buildForm: HTML {
        let defaults = FormFields([(Field.from, today.isoString), (Field.to, today.adding(days: 6).isoString)])
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, values: buildValues ?? defaults, failure: buildFailure)
        return """
            <section class="card" aria-labelledby="shopping-build-heading">
            <h2 id="shopping-build-heading">\(frame(.shoppingBuildHeading))</h2>
            <p class="hint">\(frame(.shoppingBuildHint))</p>
            \(form.form(id: "shopping-build-form", action: .meals(.shoppingBuild(frame.householdID)), classes: "inline-fields", """
            \(form.input(Field.from, label: frame(.dateFrom), type: "date"))
            \(form.input(Field.to, label: frame(.dateTo), type: "date"))
            \(form.submit(frame(.shoppingBuildSubmit)))
            """))
            </section>
            """
    }
}
