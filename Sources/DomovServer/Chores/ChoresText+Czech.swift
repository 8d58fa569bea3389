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
        case .calDAVDescription(let household):
            "Povinnosti domácnosti \(household) v Domově. Jen ke čtení: plňte a obnovujte je v Domově."
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
        case .choreCount(let count): CzechPlural.count(count, one: "povinnost", few: "povinnosti", many: "povinností")
        // "kritická" agrees with "povinnost"; "po termínu" does not change.
        case .criticalCount(let count): CzechPlural.count(count, one: "kritická", few: "kritické", many: "kritických")
        case .overdueCount(let count): "\(count) po termínu"
        case .inMyRooms: "V Mých místnostech"
        case .addToMyRooms: "Přidat do Mých místností"
        case .removeFromMyRooms: "Odebrat z Mých místností"
        case .deleteRoom: "Smazat místnost"
        case .roomEmpty: "V této místnosti zatím nejsou žádné povinnosti."
        case .deleteRoomQuestion(let name): "Smazat místnost „\(name)“?"
        case .deleteRoomExplanation(let count):
            """
            Místnost a \(CzechPlural.count(count, one: "její povinnost", few: "její povinnosti", many: "jejích povinností")) se \
            smažou pro celou domácnost i s historií. Nelze to vrátit.
            """
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
        case .statusRule:
            """
            Každá povinnost běží od začátku do termínu (konce jednorázové povinnosti, nebo začátku plus intervalu u \
            opakované). Před začátkem je Nadcházející; v první polovině tohoto úseku V pořádku; od poloviny Brzy; od 80 % \
            úseku Kritická; od termínu Po termínu. Dokončená jednorázová povinnost je Hotovo. Členové, kteří mají místnost v \
            Mých místnostech, a přiřazený člen dostanou jedno upozornění, když povinnost zkritickní, nebo hned, pokud už \
            kritická je při vytvoření nebo při přidání místnosti do Mých místností. Stav se na otevřené stránce obnovuje \
            sám.
            """
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
            // "každé 2 dny", "každých 5 dní": the adjective changes with the noun.
            case .minutes: Self.every(interval.value, one: "každou minutu", few: "minuty", many: "minut")
            case .hours: Self.every(interval.value, one: "každou hodinu", few: "hodiny", many: "hodin")
            case .days: Self.every(interval.value, one: "každý den", few: "dny", many: "dní")
            case .weeks: Self.every(interval.value, one: "každý týden", few: "týdny", many: "týdnů")
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
        case .showChosenFields: "Zobrazit pole pro tuto volbu"
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
        case .alertsOfferText:
            "Domov může toto zařízení upozornit, když některá povinnost v Mých místnostech nebo přiřazená vám zkritickní."
        case .alertsOfferButton: "Zapnout upozornění"
        case .alertsWho: "Upozorněni při kritickém stavu"
        case .doneBy: "Udělal(a)"
        case .noticeCritical(let name, let due): "\(name) je kritická: termín \(due)"
        case .noticeOverdue(let name, let due): "\(name) je po termínu: termín byl \(due)"
        case .feedHeading: "Povinnosti v kalendářové aplikaci"
        case .feedExplanation:
            """
            Přihlaste se k odběru této adresy v Kalendáři Google, Outlooku, Kalendáři Apple nebo jiné aplikaci, která čte \
            iCalendar, a povinnosti domácnosti se tam ukážou od chvíle, kdy zkritickní, do termínu. Adresa patří jen vám: nikomu \
            ji nedávejte.
            """
        case .feedCreate: "Vytvořit adresu kalendáře povinností"
        case .feedAddressLabel: "Adresa vašeho kalendáře povinností. Zkopírujte si ji hned: ukáže se jen jednou."
        case .feedName: "Kalendář povinností"
        case .feedRevokeHint: "Vytvořené adresy najdete a můžete zrušit v části"
        case .calendarLink: "Plánovač → Kalendářové aplikace"
        case .urgentMine: "Kritické a po termínu v Mých místnostech"
        case .urgentAll: "Kritické a po termínu ve všech místnostech"
        case .urgentShowing(let shown, let total): "Zobrazeno \(shown) nejnaléhavějších z \(total)."
        case .urgentShowMore(let count):
            CzechPlural.choose(count, one: "Zobrazit další 1", few: "Zobrazit další \(count)", many: "Zobrazit dalších \(count)")
        case .urgentEmpty: "Nic kritického ani po termínu. Výborně."
        case .showAllRooms: "Zobrazit všechny místnosti"
        case .showMyRooms: "Jen Moje místnosti"
        case .statsHeading: "Splnění za posledních 30 dní"
        case .statsEmpty: "Za posledních 30 dní nic splněno."
        case .completions(let count): CzechPlural.count(count, one: "splnění", few: "splnění", many: "splnění")
        }
    }

    private static func every(_ value: Int, one: String, few: String, many: String) -> String {
        CzechPlural.choose(value, one: one, few: "každé \(value) \(few)", many: "každých \(value) \(many)")
    }
}
