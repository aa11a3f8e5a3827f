float a = (3.14159 * (2.0f) * (2.0f)) ;
noargs NOARGS
