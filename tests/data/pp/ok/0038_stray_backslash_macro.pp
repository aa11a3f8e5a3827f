{ a = 1; }
{ b = 1; }
int s = 1 + 2;
// 0038_stray_backslash_macro.okl:4:13: warning[OKL0140]: stray `\` in the definition of macro `BC` is dropped from its expansion
// 0038_stray_backslash_macro.okl:11:20: warning[OKL0010]: backslash and newline separated by space
