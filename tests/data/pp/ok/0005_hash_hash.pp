char p[] = "x ## y";
