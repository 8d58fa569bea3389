import Foundation

/// Reads packs from JSON and refuses any that break the rules, naming the file and entry.
/// One bad pack never stops the others from loading.
public struct PhrasePackLoader: Sendable {
    public init() {}

    /// A pack from one file's bytes; `file` names it in errors.
    public func pack(from data: Data, file: String) throws(PhrasePackError) -> PhrasePack {
        let pack: PhrasePack
        do {
            pack = try JSONDecoder().decode(PhrasePack.self, from: data)
        } catch let error as DecodingError {
            throw .unreadable(file: file, detail: Self.describe(error))
        } catch {
            throw .unreadable(file: file, detail: "\(error)")
        }
        let problems = PhrasePackValidator().problems(in: pack)
        guard problems.isEmpty else { throw .invalid(file: file, problems: problems) }
        return pack
    }

    /// Every *.json pack in a folder, sorted by file name, and the files that were refused.
    public func packs(in directory: URL) -> (packs: [PhrasePack], failures: [PhrasePackError]) {
        let files =
            ((try? FileManager.default.contentsOfDirectory(at: directory.resolvingSymlinksInPath(), includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return packs(files.map { file in (file.lastPathComponent, { try Data(contentsOf: file) }) })
    }

    /// Packs from named sources; a pack id seen before is refused, so links stay unambiguous.
    public func packs(_ sources: [(name: String, read: () throws -> Data)]) -> (packs: [PhrasePack], failures: [PhrasePackError]) {
        var packs: [PhrasePack] = []
        var failures: [PhrasePackError] = []
        for (name, read) in sources {
            do {
                let data: Data
                do { data = try read() } catch { throw PhrasePackError.unreadable(file: name, detail: "cannot be read") }
                let pack = try pack(from: data, file: name)
                if packs.contains(where: { $0.id == pack.id }) {
                    throw PhrasePackError.invalid(
                        file: name,
                        problems: [PhrasePackProblem(entry: "pack", message: "the id '\(pack.id)' is already used by another pack")])
                }
                packs.append(pack)
            } catch let error as PhrasePackError {
                failures.append(error)
            } catch {
                failures.append(.unreadable(file: name, detail: "\(error)"))
            }
        }
        return (packs, failures)
    }

    /// Decoding errors read as a path into the JSON ("categories[2].phrases[0].target").
    static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            let text = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            return text.hasPrefix(".") ? String(text.dropFirst()) : (text.isEmpty ? "the top level" : text)
        }
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the file is not valid JSON" : "\(path(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context.codingPath)) has the wrong type"
        @unknown default:
            return "\(error)"
        }
    }
}
