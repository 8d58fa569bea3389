import DomovCore
import Foundation

extension NameDayText {
    var czech: String {
        switch self {
        case .moduleTitle: "Jmeniny"
        case .views: "Zobrazení jmenin"
        case .tabToday: "Dnes"
        case .tabSearch: "Hledat"
        case .tabReminders: "Připomínky"
        case .tabSettings: "Kalendáře"
        case .tabAbout: "O aplikaci"
        case .yesterday: "Včera"
        case .today: "Dnes"
        case .tomorrow: "Zítra"
        case .todayIs(let date): "Dnes je \(date)."
        case .noName: "Bez jmenin"
        case .holiday(let holiday): holiday.czech
        case .calendarName(let id):
            switch id {
            case .czech: "Český kalendář"
            case .slovak: "Slovenský kalendář"
            }
        case .remindMe: "Připomenout"
        case .greetingLabel(let id):
            switch id {
            case .czech: "Přání"
            case .slovak: "Přání slovensky"
            }
        case .upcomingHeading: "Svátky vašich blízkých v příštích 30 dnech"
        case .upcomingEmpty: "Žádné z uložených jmen nemá v příštích 30 dnech svátek."
        case .daysAway(let days):
            switch days {
            case 0: "dnes"
            case 1: "zítra"
            default: "za \(CzechPlural.count(days, one: "den", few: "dny", many: "dní"))"
            }
        case .searchLabel: "Jméno"
        case .searchHint: "Jméno nebo přezdívka, s diakritikou i bez: „sarka“, „Honza“."
        case .searchButton: "Hledat"
        case .resultsFor(let query): "Svátek jména „\(query)“"
        case .noMatch(let query): "„\(query)“ nemá svátek v kalendářích, které sledujete."
        case .didYouMean: "Nemysleli jste"
        case .viaNickname(let nickname): "\(nickname) je domácká podoba tohoto jména"
        case .nameColumn: "Jméno"
        case .dateColumn: "Svátek"
        case .calendarColumn: "Kalendář"
        case .remindersHeading: "Vaše připomínky"
        case .remindersEmpty: "Zatím žádné připomínky. Přidejte jméno níže a každý rok vám jeho svátek připomeneme."
        case .newReminder: "Nová připomínka"
        case .nameLabel: "Jméno"
        case .nameHint: "Jméno, jehož svátek si chcete připomínat, např. Jana. Funguje i přezdívka jako Honza."
        case .personLabel: "Osoba (nepovinné)"
        case .personHint: "Kdo jméno nosí, např. babička Jana."
        case .timeLabel: "Čas"
        case .timeHint: "Kdy v ten den připomínku dostanete, ve vašem časovém pásmu."
        case .saveReminder: "Uložit připomínku"
        case .editReminder(let title): "Upravit připomínku: \(title)"
        case .deleteReminder: "Smazat"
        case .confirmDelete(let title): "Smazat připomínku pro \(title)?"
        case .edit: "Upravit"
        case .cancel: "Zrušit"
        case .nameDayOn(let dates): "Svátek \(dates)"
        case .remindsAt(let time): "připomínka v \(time)"
        case .reminderFor(let title): "pro \(title)"
        case .settingsHeading: "Sledované kalendáře"
        case .calendarsLegend: "Kalendáře"
        case .calendarsHint: "Přehled, hledání i připomínky se řídí dny těchto kalendářů."
        case .saveSettings: "Uložit"
        case .settingsSaved: "Uloženo."
        case .feedHeading: "V kalendáři v telefonu"
        case .feedExplanation: "Přihlaste se k odběru této adresy v kalendáři v telefonu a uvidíte tam svátky svých blízkých."
        case .feedCreate: "Vytvořit adresu pro odběr"
        case .feedRegenerate: "Vytvořit novou adresu"
        case .feedRevoke: "Zrušit adresu"
        case .feedCreated: "Vaše adresa pro odběr (zobrazí se jen teď; zkopírujte ji do kalendáře):"
        case .feedActive: "Adresu pro odběr máte. Nová adresa tu starou zruší."
        case .feedNone: "Zatím nemáte adresu pro odběr."
        case .feedEventSummary(let title): "Svátek: \(title)"
        case .calDAVHint:
            """
            Kalendářové aplikace přihlášené do Domova heslem pro aplikace (viz Nastavení) ukazují tyto svátky také, jako \
            kalendář jen ke čtení s názvem Jmeniny.
            """
        case .calDAVDescription: "Svátky lidí, které jste si uložili v Domově. Jen ke čtení: přidávejte a upravujte je v Domově."
        case .importHeading: "Import kontaktů"
        case .importExplanation:
            "Vyberte soubor .vcf vyexportovaný z telefonu nebo z Kontaktů Google. Pak zvolíte, čí svátky si chcete připomínat."
        case .importFile: "Soubor s kontakty (.vcf)"
        case .importFileHint: "Jeden soubor, nejvýše 1 MB."
        case .importPreview: "Načíst kontakty"
        case .importPreviewHeading: "Vyberte, čí svátky si připomínat"
        case .importPreviewHint: "Každý vybraný kontakt dostane každoroční připomínku v 7:00 na svátek svého křestního jména."
        case .importConfirm: "Přidat připomínky"
        case .importMalformed(let number): "Kontakt č. \(number) nešel přečíst a byl přeskočen."
        case .importNoFirstName: "bez křestního jména"
        case .importNoDay(let name): "\(name) nemá ve vašich kalendářích svátek"
        case .importAlready: "připomínku už má"
        case .importDone(let count):
            CzechPlural.choose(
                count, one: "Přidána 1 připomínka.", few: "Přidány \(count) připomínky.", many: "Přidáno \(count) připomínek.")
        case .importNotVCard: "Tohle není soubor vCard."
        case .importNothingChosen: "Vyberte aspoň jeden kontakt."
        case .importAllAlready: "Všechny kontakty v tomto souboru už připomínku mají, není co přidat."
        case .importNoneToAdd: "Žádný z těchto kontaktů nelze přidat; důvod je uveden u každého."
        case .importNameDay(let dates): "svátek \(dates)"
        case .aboutHeading: "O jmeninách"
        case .aboutWhat:
            "Podívejte se, kdo má svátek dnes, zítra a včera, vyhledejte jakékoli jméno a uložte si jména svých blízkých."
        case .aboutReminders:
            """
            Uložené jméno vám každý rok v jeho svátek připomeneme, v 7:00 ve vašem časovém pásmu, pokud nezvolíte jiný čas, \
            a to kanály z nastavení upozornění.
            """
        case .aboutSources:
            """
            Český občanský kalendář jmen a slovenský kalendár mien jsou součástí Domova. V roce bez 29. února připomínáme \
            jeho jména 28. února.
            """
        case .aboutSeed: "Vyrostlo ze studentské aplikace Štěpána Vícha „Svátky“ (2018)."
        case .noticeMessage(let title): "Dnes má svátek: \(title)"
        }
    }
}

extension NameDayHoliday {
    var czech: String {
        switch self {
        case .newYear: "Nový rok"
        case .threeKings: "Tři králové"
        case .epiphany: "Zjevení Páně"
        case .goodFriday: "Velký pátek"
        case .easterMonday: "Velikonoční pondělí"
        case .labourDay: "Svátek práce"
        case .victoryDay: "Den vítězství"
        case .cyrilMethodius: "Den slovanských věrozvěstů Cyrila a Metoděje"
        case .janHus: "Den upálení mistra Jana Husa"
        case .slovakUprising: "Výročí Slovenského národního povstání"
        case .constitution: "Den Ústavy Slovenské republiky"
        case .ourLadyOfSorrows: "Sedmibolestná Panna Maria"
        case .statehood: "Den české státnosti"
        case .independence: "Den vzniku samostatného československého státu"
        case .allSaints: "Slavnost Všech svatých"
        case .allSouls: "Památka zesnulých"
        case .freedomDemocracy: "Den boje za svobodu a demokracii"
        case .christmasEve: "Štědrý den"
        case .christmasDay: "1. svátek vánoční"
        case .stStephen: "2. svátek vánoční"
        }
    }
}
