int always_true = 1;
int elif_true = 1;
int after = 1;
// 0040_if_assignment.okl:4:13: warning[OKL0141]: `=` in `#if` is an assignment; did you mean `==`?
// 0040_if_assignment.okl:7:18: warning[OKL0141]: `=` in `#if` is an assignment; did you mean `==`?
// 0040_if_assignment.okl:9:9: warning[OKL0141]: `=` in `#if` is an assignment; did you mean `==`?
// 0040_if_assignment.okl:14:29: warning[OKL0141]: `=` in `#if` is an assignment; did you mean `==`?
