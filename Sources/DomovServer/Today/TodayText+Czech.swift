import DomovCore
import Foundation

extension TodayText {
    var czech: String {
        switch self {
        case .title: "Dnes"
        case .dateInHousehold(let date, let household): "\(date) · \(household)"
        case .plannerHeading: "Plánovač dnes"
        case .plannerEmpty: "Na dnešek není nic naplánováno."
        case .addPlannerItem: "Přidat položku"
        case .choresHeading: "Povinnosti, které čekají"
        case .choresEmpty: "Žádná povinnost ve vašich místnostech ani přidělená vám není kritická ani po termínu."
        case .addChore: "Přidat povinnost"
        case .moreChores(let count): "\(CzechPlural.count(count, one: "další", few: "další", many: "dalších")) v přehledu"
        case .chooseMyRooms: "Vybrat své místnosti"
        case .nameDaysHeading: "Svátky"
        case .today: "Dnes"
        case .tomorrow: "Zítra"
        case .noName: "Bez jména"
        case .savedPerson: "uloženo"
        case .nameDaysFind: "Najít jméno"
        case .mealsHeading: "Jídla dnes"
        case .mealsEmpty: "Na dnešek není naplánované žádné jídlo."
        case .planMeal: "Naplánovat jídlo"
        case .servings(let count): CzechPlural.count(count, one: "porce", few: "porce", many: "porcí")
        case .shoppingHeading: "Nákup"
        case .shoppingOpen(let count): "\(CzechPlural.count(count, one: "položka", few: "položky", many: "položek")) k nákupu"
        case .shoppingEmpty: "Není co kupovat."
        case .openShoppingList: "Otevřít nákupní seznam"
        }
    }
}
