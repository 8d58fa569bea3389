extension Array {
    /// The elements in consecutive slices of at most `size`: for statements that bind a row's
    /// values per element, which databases cap by their number of parameters.
    func chunked(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
