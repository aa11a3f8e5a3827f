int ok;
// 0033_warning_directive.okl:1:2: warning[OKL0123]: #warning this is only a warning
// 0033_warning_directive.okl:3:10: warning[OKL0104]: extra tokens after `#ifdef`
// 0033_warning_directive.okl:5:8: warning[OKL0104]: extra tokens after `#endif`
