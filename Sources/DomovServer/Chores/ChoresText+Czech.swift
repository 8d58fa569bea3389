import DomovCore
import Foundation

extension ChoresText {
    var czech: String {
        switch self {
        case .moduleTitle: "Povinnosti"
        case .views: "Pohledy povinností"
        case .rooms: "Místnosti"
        case .overview: "Přehled"
        case .myRooms: "Moje místnosti"
        case .allRooms: "Všechny místnosti"
        case .newRoom: "Nová místnost"
        case .newChore: "Nová povinnost"
        case .formerMember: "Bývalý člen"
        case .nobody: "Nikdo konkrétní"
        case .calDAVDescription(let household): "Povinnosti domácnosti \(household) v Domově. Jen ke čtení: plňte a obnovujte je v Domově."
        case .roomType(let type):
            switch type {
            case .kitchen: "Kuchyň"
            case .livingRoom: "Obývací pokoj"
            case .bedroom: "Ložnice"
            case .childrensRoom: "Dětský pokoj"
            case .bathroom: "Koupelna"
            case .toilet: "Toaleta"
            case .hallway: "Chodba"
            case .laundry: "Prádelna"
            case .garden: "Zahrada"
            case .other: "Ostatní"
            }
        case .roomName: "Název místnosti"
        case .roomTypeLabel: "Druh"
        case .createRoom: "Přidat místnost"
        case .roomsEmpty: "Zatím tu nejsou žádné místnosti. Přidejte první: kuchyň, koupelnu, zahradu…"
        case .myRoomsEmpty: "V Mých místnostech zatím nic není. Otevřete místnost a přidejte ji."
        case .choreCount(let count): Self.czechCount(count, one: "povinnost", few: "povinnosti", many: "povinností")
        case .inMyRooms: "V Mých místnostech"
        case .addToMyRooms: "Přidat do Mých místností"
        case .removeFromMyRooms: "Odebrat z Mých místností"
        case .deleteRoom: "Smazat místnost"
        case .roomEmpty: "V této místnosti zatím nejsou žádné povinnosti."
        case .deleteRoomQuestion(let name): "Smazat místnost „\(name)“?"
        case .deleteRoomExplanation(let count): "Místnost a \(Self.czechCount(count, one: "její povinnost", few: "její povinnosti", many: "jejích povinností")) se smažou pro celou domácnost i s historií. Nelze to vrátit."
        case .leaveHousehold: "Opustit tuto domácnost"
        case .name: "Povinnost"
        case .timeRemaining: "Zbývá"
        case .interval: "Opakování"
        case .status: "Stav"
        case .statusOf(let status):
            switch status {
            case .upcoming: "Nadcházející"
            case .ok: "V pořádku"
            case .soon: "Brzy"
            case .critical: "Kritická"
            case .overdue: "Po termínu"
            case .done: "Hotovo"
            }
        case .statusRuleHeading: "Jak se určuje stav"
        case .statusRule: "Každá povinnost běží od začátku do termínu (konce jednorázové povinnosti, nebo začátku plus intervalu u opakované). Před začátkem je Nadcházející; v první polovině tohoto úseku V pořádku; od poloviny Brzy; od 80 % úseku Kritická; od termínu Po termínu. Dokončená jednorázová povinnost je Hotovo. Členové, kteří mají místnost v Mých místnostech, a přiřazený člen dostanou upozornění, když povinnost zkritickní. Stav se na otevřené stránce obnovuje sám."
        case .left(let time): "zbývá \(time)"
        case .overdueBy(let time): "\(time) po termínu"
        case .startsIn(let time): "začne za \(time)"
        case .doneAt(let time): "hotovo \(time)"
        case .unitDays: "d"
        case .unitHours: "h"
        case .unitMinutes: "min"
        case .underAMinute: "méně než minuta"
        case .every(let interval):
            switch interval.unit {
            case .minutes: interval.value == 1 ? "každou minutu" : "každých \(interval.value) min"
            case .hours: interval.value == 1 ? "každou hodinu" : "každých \(interval.value) h"
            case .days: interval.value == 1 ? "každý den" : "každých \(interval.value) dní"
            case .weeks: interval.value == 1 ? "každý týden" : "každých \(interval.value) týdnů"
            }
        case .once: "jednou"
        case .room: "Místnost"
        case .details: "Popis (nepovinný)"
        case .kindLegend: "Jak často"
        case .kindOnce: "Jednou, mezi začátkem a koncem"
        case .kindRecurring: "Opakovaně, v intervalu"
        case .startDate: "Datum začátku"
        case .startTime: "Čas začátku"
        case .startHint: "Nechte prázdné a začne hned."
        case .endDate: "Datum konce"
        case .endTime: "Čas konce"
        case .intervalValue: "Každých"
        case .intervalUnit: "Jednotka"
        case .unit(let unit):
            switch unit {
            case .minutes: "minut"
            case .hours: "hodin"
            case .days: "dní"
            case .weeks: "týdnů"
            }
        case .timeZone: "Časové pásmo"
        case .assignee: "Přiřazeno"
        case .rotationLegend: "Střídání při každém obnovení"
        case .rotationMode(let mode):
            switch mode {
            case .none: "Bez střídání"
            case .roundRobin: "Popořadě"
            case .leastDone: "Kdo ji dělal nejméně"
            }
        case .rotationMembers: "Kdo se střídá"
        case .createChore: "Přidat povinnost"
        case .editChore: "Upravit povinnost"
        case .saveChore: "Uložit změny"
        case .noRoomsYet: "Nejdřív přidejte místnost: povinnosti patří k místnostem."
        case .starts: "Začátek"
        case .due: "Termín"
        case .elapsed: "Uplynulý čas"
        case .complete: "Dokončit"
        case .renew: "Obnovit"
        case .note: "Poznámka (nepovinná)"
        case .history: "Historie"
        case .historyEmpty: "Zatím nesplněno."
        case .undoLast: "Vrátit poslední splnění"
        case .completedBy(let who, let when): "\(who), \(when)"
        case .deleteChore: "Smazat"
        case .deleteChoreQuestion(let name): "Smazat povinnost „\(name)“?"
        case .deleteChoreExplanation: "Povinnost i s historií se smaže pro celou domácnost a její čekající upozornění se zruší."
        case .delete: "Smazat"
        case .cancel: "Zrušit"
        case .createdBy: "Vytvořil(a)"
        case .rotation: "Střídání"
        case .assignmentHeading: "Kdo ji dělá"
        case .saveAssignment: "Uložit"
        case .alertsOfferHeading: "Upozornění, když povinnost zkritickní"
        case .alertsOfferText: "Domov může toto zařízení upozornit, když některá povinnost v Mých místnostech nebo přiřazená vám zkritickní."
        case .alertsOfferButton: "Zapnout upozornění"
        case .alertsWho: "Upozorněni při kritickém stavu"
        case .noticeCritical(let name, let due): "\(name) je kritická: termín \(due)"
        case .calendarHint: "Povinnosti k termínu se mohou zobrazit v kalendářové aplikaci: vytvořte adresu k odběru v Plánovači → Kalendářové aplikace a přihlaste se k téže adrese, jen místo .ics na konci napište /chores.ics."
        case .calendarLink: "Kalendářové aplikace"
        case .urgentMine: "Kritické a po termínu v Mých místnostech"
        case .urgentAll: "Kritické a po termínu ve všech místnostech"
        case .urgentShowing(let shown, let total): "Zobrazeno \(shown) nejnaléhavějších z \(total)."
        case .urgentShowMore(let count): "Zobrazit dalších \(count)"
        case .urgentEmpty: "Nic kritického ani po termínu. Výborně."
        case .showAllRooms: "Zobrazit všechny místnosti"
        case .showMyRooms: "Jen Moje místnosti"
        case .statsHeading: "Splnění za posledních 30 dní"
        case .statsEmpty: "Za posledních 30 dní nic splněno."
        case .completions(let count): Self.czechCount(count, one: "splnění", few: "splnění", many: "splnění")
        }
    }

    /// Czech counts: 1 povinnost, 2–4 povinnosti, 0 and 5+ povinností.
    private static func czechCount(_ count: Int, one: String, few: String, many: String) -> String {
        switch count {
        case 1: "1 \(one)"
        case 2...4: "\(count) \(few)"
        default: "\(count) \(many)"
        }
    }
}
