import DomovCore

extension DomovConfig {
    /// The five per-person limits; each is a whole number from 1 up (a count, or MiB).
    static func usageLimits(_ value: (ConfigSetting) -> String?) throws(ConfigError) -> UsageLimits {
        var limits = UsageLimits.standard
        // A count past a billion, or a size past a mebibyte short of 8 PiB, is no limit anyone
        // means; refusing it keeps the byte sums far from overflowing.
        func number(_ setting: ConfigSetting, maximum: Int, unit: String) throws(ConfigError) -> Int? {
            guard let text = value(setting) else { return nil }
            guard let number = Int(text), (1...maximum).contains(number) else {
                throw ConfigError("--\(setting.key) must be a whole number of \(unit) from 1 to \(maximum) (got \"\(text)\").")
            }
            return number
        }
        let counts = 1_000_000_000
        let mebibytes = 1 << 30
        if let n = try number(.userCalendarObjects, maximum: counts, unit: "objects") { limits.calendarObjects = n }
        if let n = try number(.userCalendarMiB, maximum: mebibytes, unit: "MiB") { limits.calendarBytes = n * UsageLimits.mebibyte }
        if let n = try number(.userRecipes, maximum: counts, unit: "recipes") { limits.recipes = n }
        if let n = try number(.userPhotos, maximum: counts, unit: "photos") { limits.photos = n }
        if let n = try number(.userPhotoMiB, maximum: mebibytes, unit: "MiB") { limits.photoBytes = n * UsageLimits.mebibyte }
        return limits
    }
}
