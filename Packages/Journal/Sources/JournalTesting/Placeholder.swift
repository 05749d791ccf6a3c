import Journal
