import DomovCore
import Foundation

extension PlannerText {
    var czech: String {
        switch self {
        case .moduleTitle: "Plánovač"
        case .views: "Zobrazení plánovače"
        case .agenda: "Přehled"
        case .day: "Den"
        case .week: "Týden"
        case .month: "Měsíc"
        case .done: "Hotovo"
        case .categories: "Kategorie"
        case .newItem: "Nová položka"
        case .newKind(let kind):
            switch kind {
            case .event: "Nová činnost"
            case .meeting: "Nová schůzka"
            case .todo: "Nový úkol"
            }
        case .search: "Hledat"
        case .categoryLabel: "Kategorie"
        case .allCategories: "Všechny kategorie"
        case .applyFilter: "Filtrovat"
        case .clearFilter: "Zobrazit vše"
        case .filterIsOn: "filtr je zapnutý"
        case .browse: "Procházet"
        case .previous: "Předchozí"
        case .next: "Další"
        case .today: "Dnes"
        case .more(let count): "+ \(count) další"
        case .addOnDay: "Přidat"
        case .nothingPlanned: "Nic naplánováno."
        case .nothingMatches: "Tomuto filtru nic neodpovídá."
        case .agendaEmpty: "Zatím nic naplánováno. Přidejte činnost, schůzku nebo úkol."
        case .noDate: "Bez data"
        case .itemCount(let count): CzechPlural.count(count, one: "položka", few: "položky", many: "položek")
        case .openDay: "Otevřít den"
        case .kind(let kind):
            switch kind {
            case .event: "Činnost"
            case .meeting: "Schůzka"
            case .todo: "Úkol"
            }
        case .status(let status):
            switch status {
            case .upcoming: "Nadcházející"
            case .inProgress: "!!! Právě probíhá"
            case .overdue: "!!! Po termínu"
            case .past: "Proběhlo"
            case .open: "Otevřené"
            case .done: "Hotovo"
            case .cancelled: "Zrušeno"
            }
        case .builtinName(let category):
            switch category {
            case .work: "Práce"
            case .personal: "Osobní"
            case .family: "Rodina"
            case .health: "Zdraví"
            case .study: "Studium"
            case .shopping: "Nákupy"
            case .other: "Ostatní"
            }
        case .when: "Kdy"
        case .due: "Termín"
        case .location: "Místo"
        case .attendees: "Účastníci"
        case .reminders: "Připomenutí"
        case .completed: "Hotovo dne"
        case .completedOn(let when): "Hotovo \(when)"
        case .createdBy: "Přidal(a)"
        case .formerMember: "Bývalý člen"
        case .privateItem: "Soukromé"
        case .repeats: "Opakuje se"
        case .extraDates(let count): "Termíny navíc: \(count)."
        case .editedOccurrence: "Jeden výskyt opakované položky, upravený samostatně."
        case .bothTimes(let item, let place, let yours): "\(item) \(place), \(yours) u vás"
        case .inZone(let place): "Naplánováno v pásmu \(place)"
        case .noReminders: "Žádné"
        case .yourAnswer: "Přijdete?"
        case .answerAction(let response):
            switch response {
            case .accepted: "Ano"
            case .tentative: "Možná"
            case .declined: "Ne"
            case .needsAction: "Zatím nevím"
            }
        case .response(let response):
            switch response {
            case .needsAction: "Zatím bez odpovědi"
            case .accepted: "Přijato"
            case .declined: "Odmítnuto"
            case .tentative: "Možná"
            }
        case .reminderLabel(let reminder, let todo):
            if reminder.minutesBefore == 0 {
                todo ? "V termínu" : "Na začátku"
            } else {
                Self.czechAmount(reminder) + (todo ? " před termínem" : " předem")
            }
        case .markDone: "Hotovo"
        case .undo: "Vrátit"
        case .edit: "Upravit"
        case .delete: "Smazat"
        case .cancel: "Zrušit"
        case .save: "Uložit"
        case .backToAgenda: "Zpět na přehled"
        case .historyEmpty: "Zatím nic není označeno jako hotové."
        case .editItem(let title): "Upravit „\(title)“"
        case .kindLegend: "Co to je?"
        case .title: "Název"
        case .allDay: "Celý den"
        case .startDate: "Datum (u úkolu termín)"
        case .startTime: "Čas začátku (u úkolu čas termínu)"
        case .endDate: "Datum konce"
        case .endTime: "Čas konce"
        case .timeZoneLabel: "Časové pásmo"
        case .todoDateHint:
            "Úkol může mít termín s časem, nebo žádný. Činnost a schůzka potřebují začátek; bez konce trvají hodinu."
        case .newCategoryName: "Nebo nová kategorie"
        case .newCategoryHint: "Napište název a vznikne kategorie pro celou domácnost; příště už bude v nabídce."
        case .invitationStatus(.pending): "Pozvánka se odesílá"
        case .invitationStatus(.sent): "Pozvánka odeslána"
        case .invitationStatus(.failed): "Pozvánku se nepodařilo doručit"
        case .invitationNotSentWithoutMailServer: "Neodesláno: není nastaven poštovní server"
        case .attendeesHint: "Pro schůzky: členové ji uvidí ve svém plánovači; pozvaní e-mailem dostanou pozvánku."
        case .householdMembers: "Členové domácnosti"
        case .attendeeEmails: "Pozvat e-mailem"
        case .attendeeEmailsHint: "Adresy oddělené čárkou nebo na samostatných řádcích."
        case .remindersHint:
            "Připomenutí přijde v Domově, jako oznámení na vašich zařízeních a e-mailem, podle vašeho nastavení."
        case .remindMe: "Připomenout"
        case .customReminder: "Jindy předem (počet)"
        case .unitLabel: "Jednotka"
        case .unit(let unit):
            switch unit {
            case .minutes: "minut"
            case .hours: "hodin"
            case .days: "dní"
            }
        case .repeatLegend: "Opakování"
        case .repeatNone: "Neopakuje se"
        case .frequency(let frequency):
            switch frequency {
            case .daily: "Každý den"
            case .weekly: "Každý týden"
            case .monthly: "Měsíčně"
            case .yearly: "Ročně"
            }
        case .interval: "Každý"
        case .intervalHint: "1 = každý den, týden, měsíc nebo rok; 2 = ob jeden."
        case .onTheseDays: "V tyto dny (týdně)"
        case .weekdayShort(let weekday): ["po", "út", "st", "čt", "pá", "so", "ne"][weekday.rawValue]
        case .everyWeekday: "Každý pracovní den (pondělí až pátek)"
        case .keptRule(let words): "Opakování: \(words) — nastaveno v kalendářové aplikaci; formulář ho zachová"
        case .keptRuleHint: "Chcete-li opakovat jinak, zvolte zde jiné opakování; pravidlo z kalendářové aplikace se tím nahradí."
        case .monthDays: "Dny v měsíci (měsíčně)"
        case .monthDaysHint: "Například 1, 15; -1 je poslední den. Měsíce bez toho dne se přeskočí."
        case .ends: "Konec"
        case .endsNever: "Nikdy"
        case .endsAfterCount: "Po určitém počtu"
        case .endsOnDate: "K datu"
        case .occurrenceCount: "Počet opakování"
        case .untilDate: "Poslední datum"
        case .notes: "Poznámky"
        case .privateLabel: "Soukromé"
        case .privateHint: "Soukromou položku vidíte jen vy; jinak ji vidí celá domácnost."
        case .saveItem: "Uložit"
        case .applyTo: "Které výskyty změnit?"
        case .scopeOccurrence: "Jen tento"
        case .scopeFollowing: "Tento a následující"
        case .scopeAll: "Všechny"
        case .deleteItem(let title): "Smazat „\(title)“?"
        case .deleteWhich: "Které výskyty smazat?"
        case .deleteExplanation: "Smazání nejde vrátit. Chcete-li položku ponechat v historii, označte ji jako hotovou."
        case .calendarApps: "Kalendářové aplikace"
        case .feedsExplanation:
            """
            Odebírejte plánovač této domácnosti v Kalendáři Google, Outlooku, Kalendáři Apple nebo v jakékoli aplikaci, která \
            čte adresu iCalendar. Adresa obsahuje i vaše soukromé položky; nikomu ji nedávejte, a kdyby unikla, zrušte ji.
            """
        case .feedName: "Název"
        case .feedNameHint: "Kde ji používáte, například „Outlook v práci“."
        case .createFeed: "Vytvořit adresu k odběru"
        case .feedCreated: "Vaše nová adresa. Zkopírujte si ji hned: zobrazí se jen jednou."
        case .noFeeds: "Zatím žádné adresy k odběru."
        case .feedCreatedOn(let date): "Vytvořeno \(date)"
        case .revokeFeed: "Zrušit"
        case .confirmRevokeFeed(let name): "Zrušit „\(name)“? Aplikace, které ji odebírají, se přestanou aktualizovat."
        case .feedHowTo:
            """
            Kalendář Google: Další kalendáře, +, Z adresy URL. Outlook: Přidat kalendář, Přihlásit se k odběru z webu. \
            Kalendář Apple: Soubor, Nový odběr kalendáře. Aplikace odběry obnovují podle sebe, od několika minut po jeden den.
            """
        case .importHeading: "Import souboru s kalendářem"
        case .importExplanation:
            """
            Nahrajte soubor .ics vyexportovaný z Kalendáře Google, Outlooku nebo Kalendáře Apple. Než se cokoli uloží, uvidíte, \
            co obsahuje. Položky, které už tu jsou (stejná událost podle UID), zůstanou beze změny, takže opakovaný import \
            téhož souboru nic nezmění.
            """
        case .importFile: "Soubor s kalendářem (.ics)"
        case .importFileHint: "Nejvýše 10 MB a 10 000 událostí."
        case .previewImport: "Náhled"
        case .importPreviewHeading: "Co soubor obsahuje"
        case .importConfirm: "Importovat"
        case .importDoneHeading: "Importováno"
        case .importNothingToDo: "V souboru není nic nového: vše už v plánovači je."
        case .importOutcome(let outcome):
            switch outcome {
            case .added: "Nové"
            case .updated: "Novější verze"
            case .unchanged: "Už je tu"
            case .refused: "Přeskočeno"
            }
        case .importCounts(let added, let updated, let unchanged, let refused):
            "Nové: \(added). Aktualizované: \(updated). Už tu byly: \(unchanged). Přeskočené: \(refused)."
        case .importRefusal(let error):
            switch error {
            case .notICalendar: "Není to platný iCalendar."
            case .noItem: "Není to událost ani úkol."
            case .missingUID: "Chybí UID."
            case .severalUIDs: "Opakuje UID."
            case .missingMaster: "Mění jeden výskyt opakování, které v souboru není."
            case .invalidValue(let property): "Hodnotu \(property) nelze přečíst."
            case .unsupportedRecurrence:
                "Opakuje se způsobem, který plánovač neumí (víc pravidel nebo víc než 10 000krát častěji než denně)."
            case .unknownTimeZone: "Jeho časové pásmo není známé a soubor ho ani nepopisuje."
            case .uidTooLong(let maximum): "Jeho UID je delší než \(maximum) bajtů."
            case .outOfRange(let property):
                """
                Jeho \(property) je mimo roky \(PlannerDateRange.firstYear) až \(PlannerDateRange.lastYear), které plánovač uchovává.
                """
            }
        case .importNotACalendar: "Toto není soubor s kalendářem (.ics)."
        case .ownCategories: "Kategorie této domácnosti"
        case .builtinCategories: "Vestavěné kategorie"
        case .noOwnCategories: "Zatím žádné. Přidejte ji níže, nebo napište nový název ve formuláři položky."
        case .addCategory: "Přidat kategorii"
        case .categoryName: "Název"
        case .color: "Barva"
        case .deleteCategory(let name): "Smazat kategorii „\(name)“?"
        case .moveItemsTo: "Její položky přesunout do"
        case .calendars: "Kalendáře"
        case .calendarLabel: "Kalendář"
        case .allCalendars: "Všechny kalendáře"
        case .householdCalendar(let household): "\(household) (domácnost)"
        case .personalCalendars: "Vaše osobní kalendáře"
        case .personalCalendarsExplanation:
            """
            Osobní kalendář a vše v něm vidíte jen vy. Kalendářové aplikace připojené heslem pro aplikace ho ukazují vedle \
            kalendáře domácnosti.
            """
        case .noPersonalCalendars: "Zatím žádný. Přidejte ho níže, nebo ho vytvořte ve své kalendářové aplikaci."
        case .addCalendar: "Přidat kalendář"
        case .calendarDescription: "Popis"
        case .deleteCalendar(let name): "Smazat kalendář „\(name)“?"
        case .deleteCalendarExplanation: "Jeho události a úkoly se smažou s ním, tady i ve vašich kalendářových aplikacích."
        case .calendarHint: "Položky v osobním kalendáři vidíte jen vy."
        case .inCalendar(let name): "Kalendář: \(name)"
        case .subscriptions: "Odebírané kalendáře"
        case .subscriptionsExplanation:
            """
            Sledujte kalendář odjinud podle jeho adresy ve formátu iCalendar: tajnou adresu kalendáře Google nebo Outlook, veřejný \
            kalendář svátků. Domov ho stahuje každou hodinu a jeho události ukazuje v pohledech plánovače, jen ke čtení a jen \
            vám.
            """
        case .subscriptionURL: "Adresa (https://…)"
        case .addSubscription: "Odebírat"
        case .noSubscriptions: "Zatím žádné."
        case .refreshNow: "Obnovit teď"
        case .unsubscribe: "Zrušit odběr"
        case .lastRefreshed(let when): "Naposledy obnoveno \(when)"
        case .neverRefreshed: "Zatím nestaženo"
        case .subscriptionProblem(let problem):
            switch problem {
            case .unreachable: "Poslední obnovení selhalo: adresa není dostupná."
            case .status(404): "Poslední obnovení selhalo: server odpověděl 404 (nenalezeno). Adresa mohla být zrušena."
            case .status(let status): "Poslední obnovení selhalo: server odpověděl \(status)."
            case .notICalendar: "Poslední obnovení selhalo: na adrese není soubor iCalendar (.ics)."
            case .tooLarge: "Poslední obnovení selhalo: kalendář je větší než 5 MB."
            case .privateAddress: "Poslední obnovení selhalo: adresa je v soukromé síti, ze které tento server nestahuje."
            }
        case .subscribedLabel(let name): "\(name) (odebíraný, jen ke čtení)"
        case .externalAccounts: "Kalendářové účty"
        case .externalAccountsExplanation:
            """
            Synchronizujte obousměrně kalendářový účet jinde: iCloud, Fastmail, Nextcloud, Google nebo jakýkoli server CalDAV. \
            Každý jeho kalendář tu dostane osobní kalendář; co změníte na jedné straně, se na druhé ukáže do 15 minut. Když \
            byla událost změněna na obou stranách, zůstane verze ze serveru a ta vaše se uloží vedle ní jako kopie.
            """
        case .externalServerURL: "Adresa CalDAV (https://…)"
        case .externalUsername: "Uživatelské jméno"
        case .externalPassword: "Heslo pro aplikace"
        case .addExternalAccount: "Přidat účet"
        case .syncNow: "Synchronizovat teď"
        case .removeExternalAccount: "Odebrat účet"
        case .lastSynced(let when): "Naposledy synchronizováno \(when)"
        case .neverSynced: "Zatím nesynchronizováno"
        case .lastSyncFailed: "Poslední synchronizace selhala:"
        case .syncedWith(let name): "synchronizováno s vaším kalendářem „\(name)“"
        case .notSynced: "nesynchronizuje se (jeho kalendář v Domově byl smazán, nebo máte tolik kalendářů, kolik Domov dovoluje)"
        case .skippedFromServer(let count):
            CzechPlural.choose(
                count,
                one:
                    """
                    1 položku odtamtud Domov neumí zobrazit (například v časovém pásmu, které Domov nezná); na serveru zůstává \
                    nedotčená.
                    """,
                few:
                    """
                    \(count) položky odtamtud Domov neumí zobrazit (například v časovém pásmu, které Domov nezná); na serveru \
                    zůstávají nedotčené.
                    """,
                many:
                    """
                    \(count) položek odtamtud Domov neumí zobrazit (například v časovém pásmu, které Domov nezná); na serveru \
                    zůstávají nedotčené.
                    """
            )
        case .conflictCopySuffix: " (kopie z Domova)"
        }
    }

    /// Czech counts take three forms: 1 minuta, 2–4 minuty, 5+ minut.
    private static func czechAmount(_ reminder: PlannerReminder) -> String {
        let (amount, unit) = reminder.display
        let forms: (String, String, String) =
            switch unit {
            case .minutes: ("minutu", "minuty", "minut")
            case .hours: ("hodinu", "hodiny", "hodin")
            case .days: amount == 7 ? ("týden", "týdny", "týdnů") : ("den", "dny", "dní")
            }
        if unit == .days, amount == 7 { return "1 týden" }
        return CzechPlural.count(amount, one: forms.0, few: forms.1, many: forms.2)
    }
}
